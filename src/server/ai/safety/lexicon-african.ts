import type { LexiconSource } from './lexicon.ts';

// Amharic, Hausa and Yoruba.
//
// Amharic (Ethiopic script): an opening \b is dropped for non-Latin scripts, so a stem also
// matches with the prepositions and conjunctions that attach in front (ለ-, በ-, ከ-, እንድ-), and
// the pronoun suffixes are spelt out. The letters written several ways (ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ)
// and the chat ending -ው for -ሁ (እፈልጋለው) are alternations. Amharic negates the verb at the
// end (መሞት አልፈልግም, I don't want to die), so the wishes are written with the positive verb.
//
// Hausa and Yoruba run on every short Latin message: each concept is several words long, so
// that English words such as "na", "ina", "so", "mo", "ku" never make a hit alone. Hausa's
// hooked letters (ɓ ɗ ƙ ƴ) survive folding and are not ASCII word letters: they are written as
// classes ([kƙ]) and never next to a \b. Yoruba's tone marks and under-dots fold away (ẹ→e,
// ọ→o, ṣ→s), so patterns are plain ASCII.

// Amharic "I want / I wish / I decided / better for me" after an infinitive or a subjunctive.
const AM_WANT = String.raw`(?:እፈልጋለሁ|እፈልጋለው|እፈልጋለሁኝ|ፈልጌያለሁ|ፈልጌአለሁ|ፈልጌያለው|ፈልጌ ነው|ነው የምፈልገው|ነዉ የምፈልገዉ|እሻለሁ|እመኛለሁ|እመኛለው|አማረኝ|ያምረኛል|አስባለሁ|አስባለው|አስቤያለሁ|አስቤአለሁ|እያሰብኩ ነው|ወስኛለሁ|ወስኛለው|ወስኜያለሁ|ቆርጫለሁ|ይሻለኛል|ይሻላል|ፈለግሁ|ፈለኩ|ፈልጊያለሁ)`;
// Someone else's words quoted before a verb of saying ("… አጠፋለሁ አለች", she said "I'll kill myself").
const AM_NOT_REPORTED = String.raw`(?!\s?(?:\S+\s)?(?:አለች|አለ|አሉ|አለኝ|አለችኝ|አሉኝ|ብላ|ብሎ|ብለው|ትላለች|ይላል|ይላሉ|ብላኛለች|ብሎኛል|ብለውኛል|ትለኛለች|ይለኛል|እያለች|እያለ|እያሉ)(?![\p{L}\p{M}]))`;
// Amharic dead-loved-one context.
const AM_DEAD = String.raw`(?:ከሞተ|ከሞተች|ከሞቱ|የሞተ|የሞተች|የሞቱ|ሞተ|ሞተች|ሞቱ|ካረፈ|ካረፈች|ካረፉ|አረፈ|አረፈች|ያረፈ|ያረፈች|በሞት|ሰማይ|ገነት|መቃብር|ነፍስ ይማር|ከዚህ ዓለም|ከዚህ አለም|የተለየ|የተለየች|ሟች|ሟቹ)`;
// Amharic family and people of authority, as the subject of abuse.
const AM_ABUSER = String.raw`(?:ባሌ|ባለቤቴ|ሚስቴ|አባቴ|እናቴ|የእንጀራ አባቴ|የእንጀራ እናቴ|ወንድሜ|ታላቅ ወንድሜ|አጎቴ|አክስቴ|ፍቅረኛዬ|ጓደኛዬ|የቀድሞ ባሌ|አለቃዬ|መምህሬ|አስተማሪዬ|ቀጣሪዬ|አሰሪዬ|አሠሪዬ|አሰሪዎቼ|አሠሪዎቼ|ማዳሟ|ማዳም|ቄሱ|ሼሁ|አማቴ|እሱ|እሷ)`;

// Hausa: the hooked letters written either way.
const HA_DEAD = String.raw`(?:rasu|mutu|marigayi|marigayiya|lahira|aljanna|kabari|kabarinsa|kabarinta)`;
const HA_FAMILY = String.raw`(?:mahaifiyata|mahaifina|mamana|mamata|babana|ubana|uwata|mijina|matata|dana|yata|'yata|kakata|kakana|yayana|yayata|kanina|kanwata|abokina|kawata)`;
const HA_ABUSER = String.raw`(?:mijina|maigidana|mai gidana|saurayina|babana|ubana|mahaifina|kawuna|baffana|yayana|uban goyona|uban gidana|uban gida|shugabana|malamina|malam|surukina|surukata|kishiyata|matar babana|matar ubana|mahaifiyata|mamana|maman|uwargidana|uwar gidana)`;

// Yoruba.
const YO_DEAD = String.raw`(?:ti ku|o ku|ku lodun|doloogbe|oloogbe|isa oku|saare|sun ninu oluwa|lo sorun|lo si orun|ti lo sorun)`;
const YO_FAMILY = String.raw`(?:iya mi|baba mi|mama mi|mummy mi|daddy mi|iyawo mi|oko mi|omo mi|egbon mi|aburo mi|iya agba mi|baba agba mi|mama agba mi)`;
const YO_ABUSER = String.raw`(?:oko mi|iyawo mi|baba mi|iya mi|baba iyawo mi|baba oko mi|iya oko mi|egbon mi|aburo baba mi|aburo iya mi|uncle mi|oga mi|madam mi|tisa mi|olukoni mi|oluko mi|pasito|pastor|alfa|boyfriend mi|ore kunrin mi|baba alagbato mi|iyale mi|iyaale mi|oun)`;

export const AFRICAN: LexiconSource[] = [
  {
    languages: ['am'],
    group: 'ethiopic',
    spaced: true,
    self: [
      // Wish to die: an infinitive or subjunctive of "die" with "I want / wish / decided / it's better for me".
      String.raw`(?:መሞት|ልሞት|ለመሞት|እንድሞት|መሞቴን|ብሞት|ሞቴን|ሞትን)\s(?:\S+\s){0,2}?${AM_WANT}${AM_NOT_REPORTED}|(?:ምነው|ምናለ|ምናለበት|ምን አለ|ምን አለበት) (?:\S+ ){0,2}?(?:ብሞት|በሞትኩ|በሞትሁ|ሞቼ|በሞትኩኝ)|ሞቼ (?:\S+ )?(?:ባረፍኩ|ብገላገል|ልገላገል|ልረፍ|ባርፍ|ብረፍ|ብድን)|(?:ሞት|መሞት|ብሞት) (?:\S+ )?(?:ይሻለኛል|ይሻለኝ ነበር|ይሻላል ለኔ|ይሻለኛል ለኔ|ይሻለኛል እኔ)`,
      // Kill myself / end my life / hang myself: finite and subjunctive forms, and infinitives with an intent verb.
      String.raw`(?:ራሴን|እራሴን|ነፍሴን|ሕይወቴን|ህይወቴን|ሂወቴን|ህወቴን) (?:\S+ ){0,2}?(?:አጠፋለሁ|አጠፋለው|ላጠፋ|ላጥፋ|አጠፋሁ|አጠፋው|ላጠፋው|ልገድል|እገድላለሁ|እገድላለው|ገድዬ|ልሰቅል|እሰቅላለሁ|እሰቅላለው|ሰቅዬ|ላጠፋት|ልጨርስ|እጨርሳለሁ|ላቆም|ልቋጭ|እቋጫለሁ)(?![\p{L}\p{M}])${AM_NOT_REPORTED}|(?:ራሴን|እራሴን|ነፍሴን|ሕይወቴን|ህይወቴን|ሂወቴን) (?:\S+ )?(?:ማጥፋት|መግደል|መስቀል|ማቆም|መጨረስ|ማጥፋቴ) (?:\S+ ){0,2}?${AM_WANT}${AM_NOT_REPORTED}|(?:ራሴን|እራሴን) (?:\S+ ){0,2}?(?:ማጥፋት|መግደል) (?:\S+ )?(?:ነው|ብቻ ነው) (?:የማስበው|የሚታየኝ|የምፈልገው|በአእምሮዬ)|ታንቄ (?:\S+ )?(?:ልሞት|እሞታለሁ|መሞት|ልሙት)`,
      // Don't want to live any more / tired of living (not "living here", "living with him", "living alone").
      String.raw`(?:መኖር|ለመኖር|መኖሩ|መኖሬ|ሕይወት|ህይወት|ሂወት|ሕይወቴ|ህይወቴ|ሂወቴ)(?<!(?:ውስጥ|እዚህ|እዚያ|እዚ|ከተማ|ቤት|ሀገር|አገር|ጋር|ጋ|ብቻዬን|ብቻዬ|ላይ|አጠገብ|ሰፈር|ዶርም|ኪራይ|ውጪ|ውጭ|አብሬ|ከሱ|ከእሱ|ከሷ|ከእሷ|ከነሱ|ከእነሱ|በዚህ|እንደዚህ|እንዲህ|በዚ) \S{2,5}) (?:ከእንግዲህ |ከዚህ በኋላ |ከዚ በኋላ |ጭራሽ |በቃ |ምንም |አሁን )?(?:አልፈልግም|አልፈልግም|አልፈልግ|አልፈልግሞ|ሰለቸኝ|ሰልችቶኛል|ሰልቸኛል|መረረኝ|መሮኛል|አስጠላኝ|አስጠልቶኛል|ታከተኝ|በቃኝ|አንገሸገሸኝ|አበቃልኝ|አብቅቶልኛል)(?![\p{L}\p{M}])${AM_NOT_REPORTED}`,
      // No reason to live, my life has no meaning, burden, better off without me.
      String.raw`(?:ለመኖር|የምኖርበት|የምኖርለት|የምኖርበትን|ለመቀጠል) (?:\S+ ){0,2}?(?:ምክንያት|ምክኒያት|ትርጉም|ፋይዳ|ምክንያቱ) (?:\S+ )?(?:የለኝም|የለም|አጣሁ|የለውም|አላገኘሁም)|(?:ሕይወቴ|ህይወቴ|ሂወቴ|መኖሬ|ኑሮዬ) (?:\S+ ){0,2}?(?:ትርጉም|ፋይዳ|ጥቅም|ዋጋ) (?:\S+ )?(?:የለውም|አጥቷል|አጣ)|(?:ለሁሉም|ለቤተሰቤ|ለሁሉ|ለወላጆቼ|ለእናቴ|ለአባቴ|ለሰው|ለሁላችሁም|ለሁሉም ሰው|ለልጆቼ) (?:\S+ )?(?:ሸክም|ሸክምና|ጫና|ችግር) (?:\S+ )?(?:ነኝ|ሆኛለሁ|ሆኛለው|ሆንኩ|ሆኜአለሁ|ሆኜያለሁ|ብቻ ነኝ)|(?:እኔ )?ሸክም (?:ብቻ )?(?:ነኝ|ሆኛለሁ|ሆኛለው|ሆኜያለሁ)(?![\p{L}\p{M}])|(?:ያለ እኔ|ያለኔ|ያለእኔ|እኔ ባልኖር|እኔ ብሞት|እኔ ባልኖር|ብሞት|ብጠፋ|ባልኖር) (?:\S+ ){0,2}?(?:ይሻላቸዋል|ይሻላቸው|ደስተኛ ይሆናሉ|ደስ ይላቸዋል|ያርፋሉ|ይገላገላሉ|ይመቻቸዋል|የተሻለ ይሆናሉ|ይሻላል ለሁሉም|ሰላም ያገኛሉ)`,
      // Sleep and never wake; God take me; join a dead loved one; leave this world / this body.
      String.raw`(?:ተኝቼ|ተኝቼው|ብተኛ|ተኝቼ ብቀር|አንቀላፍቼ) (?:\S+ ){0,2}?(?:ባልነቃ|ባልነሳ|ሳልነቃ|ሳልነሳ|እንዳልነቃ|እንዳልነሳ|ላልነሳ|ላልነቃ|ዳግም ባልነቃ|ዳግመኛ ባልነቃ|ለዘላለም ብቀር|ለዘለዓለም ብቀር)|(?:እግዚአብሔር|እግዚአብሄር|እግዚዮ|አምላኬ|አምላክ|ፈጣሪ|ፈጣሪዬ|ጌታ|ጌታዬ|አላህ|መድሃኔዓለም|መድኃኔዓለም|መድሃኒአለም)\S* (?:\S+ ){0,3}?(?:ውሰደኝ|ውሰደኝና|ነፍሴን ውሰዳት|ነፍሴን ውሰድ|ግደለኝ|ቅሰፈኝ|ቀስፈኝ|በወሰደኝ|ይውሰደኝ)(?![\p{L}\p{M}])|(?:ወደ |ጋር |ጋ |ዘንድ )?(?:እሷ|እሱ|እሳቸው|እናቴ|አባቴ|እማዬ|አባዬ|ባለቤቴ|ባሌ|ሚስቴ|ልጄ|ወንድሜ|እህቴ|አያቴ|እሷን|እሱን|እናቴን|አባቴን|ባሌን|ሚስቴን|ልጄን|ወንድሜን|እህቴን)\S* (?:\S+ )?(?:ተከትዬ )?(?:መሄድ|ልሄድ|እሄዳለሁ|መሞት|ልሞት|መቀላቀል|ልቀላቀል|ልከተል|መከተል|ልከተላት|ልከተለው|ተከትዬ ልሄድ|ተከትዬ መሄድ|ተከትዬ ልሞት)(?<=${AM_DEAD}.{0,160})|(?:ከዚህ|ከዚ) (?:ዓለም|አለም|ምድር|ዓለም ላይ|አለም ላይ)\S* (?:\S+ )?(?:መሄድ|ልሄድ|መለየት|ልለይ|ልሰናበት|መሰናበት|መውጣት|ልወጣ|መጥፋት|ልጠፋ|እለያለሁ|እሄዳለሁ|እሰናበታለሁ)(?: ${AM_WANT})?|(?:ከዚህ|ከዚ) (?:ስጋ|ሥጋ|አካል|ገላ|ሰውነት)\S* (?:\S+ )?(?:መውጣት|ልወጣ|መላቀቅ|ልላቀቅ|መገላገል|ልገላገል) ${AM_WANT}`,
      // Plans and means: pills all at once, poison drunk, a jump from a height, a note for the family,
      // standing at the edge now.
      String.raw`(?:ሁሉንም|በሙሉ|ብዙ|አንድ ላይ|በአንድ ጊዜ|የቀረውን) (?:\S+ )?(?:ኪኒን|ክኒን|ኪኒኖች|ክኒኖች|ኪኒኑን|ክኒኑን|ኪኒኖቹን|ክኒኖቹን|መድሃኒት|መድኃኒት|መድሀኒት|መድሃኒቶቹን|መድኃኒቶቹን|መድሃኒቱን|መድኃኒቱን|የእንቅልፍ)\S* (?:\S+ )?(?:ዋጥኩ|ዋጥኩት|ዋጥኳቸው|ውጬ|ውጬያለሁ|ልውጥ|ልውጣቸው|እውጣለሁ|እውጣቸዋለሁ|አጠራቅሜ|አጠራቅሚያለሁ|አጠራቅሜያለሁ|ሰብስቤ|ሰብስቢያለሁ|ሰብስቤያለሁ|ጠጣሁ|ልጠጣ)|(?:መርዝ|የአይጥ መርዝ|ምርዝ|ፀረ ተባይ|ጸረ ተባይ) (?:\S+ )?(?:ጠጣሁ|ጠጥቻለሁ|ልጠጣ|እጠጣለሁ|ጠጥቼ|ልውጥ|ዋጥኩ|በላሁ|ልበላ|ልወስድ)|(?:ከፎቅ|ከፎቁ|ከጣሪያ|ከጣራ|ከጣሪያው|ከድልድይ|ከድልድዩ|ከገደል|ከገደሉ|ከህንፃ|ከሕንፃ|ከህንጻ|ከሕንጻ|ከፎቅ ላይ|ከመስኮት)\S* (?:\S+ ){0,2}?(?:ልዘል|መዝለል|እዘላለሁ|እዘላለው|ዘልዬ|ልወረወር|እወረወራለሁ|ራሴን ልወረውር|ራሴን እወረውራለሁ|ራሴን ልጥል|ራሴን እጥላለሁ|ልፈጠፈጥ|ራሴን ወረወርኩ)|(?:መኪና|ባቡር|የጭነት መኪና|አውቶቡስ)\S* (?:ፊት|ስር) (?:\S+ )?(?:ራሴን )?(?:ልጥል|እጥላለሁ|ልወረውር|ልገባ|እገባለሁ|መግባት)|(?:ፎቁ|የፎቁ|ፎቅ|ጣሪያው|ጣሪያ|ጣራው|ድልድዩ|ድልድይ|ገደሉ|ገደል|ህንፃው|ሕንፃው|ህንጻው)\S* (?:\S+ )?(?:ጫፍ|ጠርዝ|ዳር) (?:ላይ )?(?:\S+ )?(?:ቆሜያለሁ|ቆሜአለሁ|ቆሜያለው|ቆሜ ነው|ቆሚያለሁ|ተቀምጫለሁ|ነኝ)(?=.{0,80}(?:አሁን|ልዘል|ልወድቅ|ልወረወር|መዝለል|ወደታች|ወደ ታች|ደህና ሁኑ|ይቅር በሉኝ|ላጠፋ))|(?:ፎቁ|የፎቁ|ጣሪያው|ድልድዩ|ገደሉ|ህንፃው|ሕንፃው)\S* (?:\S+ )?(?:ጫፍ|ጠርዝ|ዳር) (?:ላይ )?(?:ቆሜያለሁ|ቆሜአለሁ|ቆሜያለው|ተቀምጫለሁ|ነኝ)(?<=(?:አሁን|ዛሬ).{0,80})|(?:ለቤተሰቤ|ለእናቴ|ለአባቴ|ለልጆቼ|ለባለቤቴ|ለሚስቴ|ለባሌ|ለሁሉም|ለፍቅረኛዬ|ለወላጆቼ) (?:\S+ )?(?:የመሰናበቻ|የስንብት|የመጨረሻ|የመጨረሻዬን) (?:ደብዳቤ|ማስታወሻ|መልዕክት|መልእክት|ደብዳቤዬን)\S* (?:\S+ )?(?:ጻፍኩ|ፃፍኩ|ጽፌ|ፅፌ|ጻፍኩኝ|ፃፍኩኝ|ትቻለሁ|ትቼ|አስቀመጥኩ|ጽፌያለሁ|ፅፌያለሁ|ጽፌአለሁ)`,
      // Self-harm: hurting, cutting or burning myself, cutting a vein, hiding scars, purging, not deserving food.
      String.raw`(?:ራሴን|እራሴን) (?:\S+ )?(?:እጎዳለሁ|እጎዳለው|ጎዳሁ|ጎዳው|ልጎዳ|እቆርጣለሁ|እቆርጣለው|እተለትላለሁ|ተለተልኩ|አቃጠልኩ|አቃጥላለሁ|እመታለሁ|እደበድባለሁ|ደበደብኩ)(?![\p{L}\p{M}])|(?:ራሴን|እራሴን) (?:\S+ )?(?:መጉዳት|መቁረጥ|ማቃጠል) (?:\S+ )?(?:ጀመርኩ|ለመድኩ|አልቻልኩም ማቆም|አላቆምኩም|ያምረኛል|አማረኝ|${AM_WANT})|(?:ደም ስሬን|የደም ስሬን|የእጄን ደም ስር|ደምስሬን|አንጓዬን|ክንዴን|ጭኔን)\S* (?:\S+ )?(?:በምላጭ|በምላጩ|በመላጫ|በብርጭቆ)?\s?(?:ቆረጥኩ|ልቆርጥ|እቆርጣለሁ|ቆርጬ|መቁረጥ|ተለተልኩ|እተለትላለሁ|ሸረከትኩ)(?![\p{L}\p{M}])|(?:ጠባሳዬን|ጠባሳዎቼን|ጠባሳውን|የቆረጥኩትን|ቁስሎቼን)\S* (?:\S+ ){0,3}?(?:እደብቃለሁ|ደበቅኩ|ደብቄ|ለመደበቅ|እሸፍናለሁ|ደብቄያለሁ)|(?:ከበላሁ|ከተመገብኩ|ከምግብ) (?:\S+ )?(?:በኋላ|በሁዋላ) (?:\S+ ){0,2}?(?:አስመልሳለሁ|አስታውካለሁ|አስመለስኩ|አስታወኩ|አስመልሰዋለሁ)|(?:መብላት|ምግብ|መመገብ) (?:\S+ )?(?:አይገባኝም|አይገባኝ)(?![\p{L}\p{M}])`,
      // Never born, "becoming history", bidding the world farewell, the rope ready, banging my head,
      // cutting or burning with a blade or cigarette, cutting as a habit.
      String.raw`(?:ምነው|ምናለ|ምናለበት|ምን አለ) (?:\S+ )?(?:ባልተወለድኩ|ባልተፈጠርኩ|ባልተወለድሁ)|ታሪክ (?:ልሆን|እሆናለሁ|እሆናለው|ሆኜ ልቀር)(?![\p{L}\p{M}])|(?:ዓለምን|አለምን|ይህችን ዓለም|ይህችን አለም) (?:\S+ )?(?:ልሰናበት|እሰናበታለሁ|መሰናበት)|ራሴን (?:ላሳርፍ|ልገላግል|አሳርፋለሁ)(?![\p{L}\p{M}])|ገመዱን (?:\S+ )?(?:አዘጋጅቻለሁ|አዘጋጀሁ|አስሬዋለሁ|አሰርኩ|ሰቅዬዋለሁ)|(?:ጭንቅላቴን|ራሴን) (?:\S+ )?(?:ግድግዳ|ግድግዳው|ከግድግዳ|ከግድግዳው)\S* (?:ላይ |ጋር )?(?:እመታለሁ|መታሁ|አጋጫለሁ|አጋጨሁ|አላትማለሁ|አላተምኩ)|(?:እጄን|ክንዴን|ጭኔን|ሰውነቴን|ቆዳዬን|አንጓዬን)\S* (?:\S+ )?(?:በምላጭ|በምላጩ|በመላጫ|በሲጋራ) (?:\S+ )?(?:እቆርጣለሁ|ቆረጥኩ|አቃጥላለሁ|አቃጠልኩ|እተለትላለሁ|ተለተልኩ|ቆርጬ|አቃጥዬ)|(?:እጄን|ክንዴን|ጭኔን|ሰውነቴን|አንጓዬን)\S* (?:\S+ )?(?:በቢላ|በቢላዋ|በመቀስ|በብርጭቆ)? ?(?:እቆርጣለሁ|እተለትላለሁ|አቃጥላለሁ)(?![\p{L}\p{M}])`,
      // God, take my soul for me (ውሰድልኝ), why don't you take me; leaving this flesh behind; a last message with a goodbye.
      String.raw`(?:እግዚአብሔር|እግዚአብሄር|አምላኬ|አምላክ|ፈጣሪ|ፈጣሪዬ|ጌታ|ጌታዬ|አላህ|መድሃኔዓለም|መድኃኔዓለም)\S* (?:\S+ ){0,3}?(?:ነፍሴን ውሰድልኝ|ውሰደኝልኝ|ውሰድልኝ|ለምን አትወስደኝም|አትወስደኝም|አትወስደኝ)(?![\p{L}\p{M}])|(?:ይህን |ይህንን |ይሄን |ይሄንን )?(?:ሥጋ|ስጋ|አካል|ገላ|ሰውነት)(?:ዬን|ን)? (?:ትቼ|ጥዬ|ለቅቄ) (?:\S+ )?(?:መሄድ|ልሄድ|መውጣት|ልወጣ|እሄዳለሁ)(?![\p{L}\p{M}])|(?:ይህ|ይሄ) (?:\S+ )?የመጨረሻ (?:መልእክቴ|መልዕክቴ|ቃሌ|ጽሁፌ|ፅሁፌ|ፖስቴ) ነው(?<=(?:ደህና ሁኑ|ደና ሁኑ|ይቅር በሉኝ|ይቅርታ አድርጉልኝ|ተሰናበቱኝ).{0,60})`,
      // Going (back) to my God, to heaven.
      String.raw`ወደ (?:አምላኬ|ፈጣሪዬ|ፈጣሪ|እግዚአብሔር|እግዚአብሄር|ጌታዬ|አላህ|ሰማይ|ገነት)\S* (?:\S+ )?(?:መሄድ|ልሄድ|መመለስ|ልመለስ) ${AM_WANT}`,
      // My soul wants to leave this flesh.
      String.raw`ነፍሴ (?:\S+ )?(?:ከዚህ |ከ)?(?:ሥጋ|ስጋ|አካል|ገላ|ሰውነት)\S* (?:\S+ )?(?:መውጣት|መለየት|መላቀቅ) (?:ትፈልጋለች|ፈልጋለች|ትሻለች|ናፍቃለች)`,
    ],
    fromOthers: [
      String.raw`${AM_ABUSER}\S* (?:\S+ ){0,4}?(?:ይደበድበኛል|ደበደበኝ|ደብድቦኛል|ይመታኛል|መታኝ|ትደበድበኛለች|ትመታኛለች|ደበደበችኝ|ይደበድቡኛል|ደበደቡኝ|በጥፊ (?:\S+ )?(?:መታኝ|ይመታኛል|ትመታኛለች)|በቀበቶ|በዱላ|አነቀኝ|አንቆኝ|ያንቀኛል|ታንቀኛለች|ሊገድለኝ|ልትገድለኝ|ሊገድሉኝ|ሊደፍረኝ|ይደፍረኛል|አስፈራራኝ|ያስፈራራኛል|ያስፈራሩኛል|ቆለፈብኝ|ቆልፎብኝ|ቆልፋብኝ|ቆለፈችብኝ|ቆልፈውብኝ|ፓስፖርቴን (?:\S+ )?(?:ወሰደ|ወሰደች|ወሰዱ|ቀማ|ቀማች|ደበቀ|ደበቀች)|ሰውነቴን (?:\S+ )?(?:ይነካል|ይነካኛል|ነካ|ይዳብሳል)|ብልቴን)`,
      String.raw`(?:እገድልሻለሁ|እገድልሃለሁ|እገድልሻለው|እገድልሃለው|እንገድልሻለን|እገድልሽ|እገድልህ) (?:\S+ )?(?:አለኝ|አለችኝ|ብሎ|ብላ|እያለ|እያለች|ይለኛል|ትለኛለች|ብሎኛል|ብላኛለች|ብሎ ዛተብኝ|ብለው|ይሉኛል)|(?:አነቀኝ|አንቆኝ|አንገቴን (?:\S+ )?(?:አነቀ|አነቀችኝ|አንቆ|ጨመደደ|ያንቀኛል|ይዞ አነቀኝ))(?![\p{L}\p{M}])|አስገድዶ (?:\S+ )?(?:ደፈረኝ|ደፍሮኛል|ደፈሩኝ|ይደፍረኛል|ሊደፍረኝ|ደፍረውኛል|ተኛኝ|ግንኙነት (?:\S+ )?(?:ፈጸመብኝ|ፈፀመብኝ|አደረገብኝ))|ጾታዊ (?:\S+ )?ጥቃት (?:\S+ )?(?:ያደርስብኛል|አደረሰብኝ|ይፈጽምብኛል|ይፈፅምብኛል|ፈጸመብኝ|ፈፀመብኝ|እየደረሰብኝ)|(?:ቤት|ክፍል|ቤቱ|ክፍሉ|ክፍሌ|ሽንት ቤት|መታጠቢያ|ቤቱን|ክፍሉን)\S* (?:ውስጥ )?(?:\S+ )?(?:ቆልፎብኝ|ቆለፈብኝ|ቆልፋብኝ|ቆለፈችብኝ|ቆልፈውብኝ|ቆለፉብኝ|ዘግቶብኝ ሄደ|ዘግታብኝ ሄደች)`,
    ],
    toOthers: [
      String.raw`(?:እገድለዋለሁ|እገድለዋለው|እገድላታለሁ|እገድላታለው|እገድላቸዋለሁ|እገድላቸዋለው|ልገድለው|ልገድላት|ልገድላቸው|ልገድለዉ|ልገድላቸዉ|እገድለዋለሁኝ)(?![\p{L}\p{M}])(?! (?:\S+ )?(?:አልፈልግም|አላስብም|አይደለም))|(?:በቢላ|በቢላዋ|በጩቤ|በካራ|በገጀራ) (?:\S+ )?(?:እወጋዋለሁ|እወጋታለሁ|ልወጋው|ልወጋት|እወጋቸዋለሁ|ልወጋቸው|እገድለዋለሁ|እገድላታለሁ)|መርዝ (?:\S+ )?(?:አደርግበታለሁ|አደርግባታለሁ|አበላዋለሁ|አበላታለሁ|ላበላው|ላበላት|ልጨምርበት|ልጨምርባት|እጨምርበታለሁ|እጨምርባታለሁ)|(?:ደሙን|ደሟን|ደማቸውን) (?:\S+ )?(?:አፈሳለሁ|ላፈስ|አፈሰዋለሁ)|(?:አንገቱን|አንገቷን|አንገታቸውን) (?:\S+ )?(?:እቆርጠዋለሁ|እቆርጣታለሁ|እቆርጣለሁ|ልቆርጥ|ልቀላ|እቀላለሁ)|(?:ቤቱን|ቤቷን|ቤታቸውን) (?:\S+ )?(?:አቃጥላለሁ|ላቃጥል|በእሳት አጋያለሁ)|አሲድ (?:\S+ )?(?:እደፋበታለሁ|እደፋባታለሁ|ልደፋበት|ልደፋባት|እረጫታለሁ|እረጨዋለሁ)|(?:በሽጉጥ|በጥይት|በክላሽ) (?:\S+ )?(?:እመታዋለሁ|እመታታለሁ|ልመታው|ልመታት|እገድለዋለሁ|እገድላታለሁ|ልገድለው|ልገድላት)`,
      // Wanting to kill, stab or strangle a named person; fearing I will hurt or kill my child.
      String.raw`(?:ባሌን|ሚስቴን|አባቴን|እናቴን|አለቃዬን|ወንድሜን|እህቴን|እሱን|እሷን|እነሱን|ጎረቤቴን|አማቴን|ፍቅረኛዬን|አሰሪዬን|አሠሪዬን)(?: \S+)? (?:መግደል|ልገድል|መውጋት|ልወጋ|ማነቅ|ላንቅ|መመረዝ|ልመርዝ) (?:\S+ ){0,2}?${AM_WANT}|(?:ልጄን|ልጄ|ህፃኑን|ሕፃኑን|ህጻኑን|ሕጻኑን|ልጆቼን|ልጃችንን|ሕፃን ልጄን|ህፃን ልጄን) (?:\S+ )?(?:እጎዳዋለሁ|እጎዳታለሁ|እጎዳቸዋለሁ|እገድለዋለሁ|እገድላታለሁ|አንቀዋለሁ|ልጎዳ|ልገድል) (?:\S+ )?(?:ብዬ) (?:\S+ )?(?:እፈራለሁ|ፈራሁ|እሰጋለሁ)`,
      // About to strangle, kill, stab or poison a named person.
      String.raw`(?:ልጄን|ህፃኑን|ሕፃኑን|ባሌን|ሚስቴን|አባቴን|እናቴን|አለቃዬን|እሱን|እሷን)\S* (?:\S+ )?(?:ላንቀው|ላንቃት|ልገድለው|ልገድላት|ልወጋው|ልወጋት|ልመርዘው|ልመርዛት) ነው`,
    ],
    concern: [
      String.raw`(?:ራስን|ራሳቸውን|ራሱን|ራሷን|ራሳችንን) (?:\S+ )?(?:ማጥፋት|የማጥፋት|ማጥፋትን|አጠፋ|አጠፋች|አጠፉ|ገደለ|ገደለች|ሰቀለ|ሰቀለች)|ራሴን ማጥፋት|(?:ሐዘን|ሀዘን|ኀዘን|ለቅሶ|ቀብር|መርዶ|ነፍስ ይማር)(?![\p{L}\p{M}])|(?:መሞት|ልሞት|መኖር) (?:\S+ )?(?:አልፈልግም|እንደሚፈልግ|እንደምትፈልግ)`,
    ],
    negation: String.raw`(?:በፍጹም|በፍፁም|ፈጽሞ|ፈፅሞ|በጭራሽ|ጭራሽ|በምንም ዓይነት|በምንም አይነት)`,
    thirdPerson: String.raw`(?:እሱ|እሷ|እሳቸው|እነሱ|እህቴ|ወንድሜ|ልጄ|ልጆቼ|ልጃችን|ጓደኛዬ|ጓደኛዋ|ጓደኛው|ጓደኞቼ|ተማሪዬ|ደንበኛዬ|ጎረቤቴ)(?![\p{L}\p{M}])`,
    firstPerson: String.raw`(?:እኔ|እኔን|እኔም|እኔማ|ጀምሮ|በኋላ|ወዲህ)(?![\p{L}\p{M}])`,
    framing: String.raw`(?:ህልም|ሕልም|ህልሜ|ሕልሜ|በህልሜ|በሕልሜ|አለምኩ|አለምሁ|አየሁ በህልሜ|ቅዠት|ቅዠቴ|ማሰላሰል|ሜዲቴሽን|ተመስጦ|ጾም|ፆም|በሳቅ|ከሳቅ|በረሃብ|በርሃብ|በጥም|በናፍቆት|ቀልድ|እየቀለድኩ|ልብ ወለድ|ገጸ ባህሪ|ገፀ ባህሪ|ገፀ ባሕሪ|ባርዶ|ፖዋ|ሙቀቱ|ብርዱ|ካወቀ|ካወቀች|ካወቁ|😂|😅|🤣|😆)`,
    topic: String.raw`(?:ጽሑፍ|ፅሁፍ|ጽሁፍ|ፅሑፍ|ድርሰት|ጥናት|ምርምር|ዜና|ፊልም|ድራማ|መጽሐፍ|መፅሐፍ|መጽሀፍ|መፅሀፍ|ስታቲስቲክስ|የቤት ስራ|የቤት ሥራ|ግጥም|ዘፈን|ሪፖርት|ፕሮጀክት|ትያትር|ቲያትር)`,
    resolved: String.raw`(?:ድሮ|ከዓመታት በፊት|ከአመታት በፊት|ከብዙ ዓመት በፊት|ከብዙ አመት በፊት|ከ\S+ (?:ዓመት|አመት|ዓመታት|አመታት) በፊት|ያኔ|አሁን (?:ደህና|ደና|ጥሩ) ነኝ|አሁን ተሽሎኛል|ልጅ እያለሁ|በልጅነቴ|በወጣትነቴ)`,
    recovered: String.raw`(?:አሁን (?:ደህና|ደና|ጥሩ) ነኝ|አሁን ተሽሎኛል|ተሽሎኛል|ድኛለሁ|አሁን ደስተኛ ነኝ)`,
    past: String.raw`(?:ነበር|ነበረ|ነበርኩ|ነበርሁ)`,
    cues: {
      means: String.raw`(?:ኪኒን|ክኒን|ኪኒኖች|ክኒኖች|የእንቅልፍ መድሃኒት|የእንቅልፍ መድኃኒት|(?<!የአይጥ )መርዝ|ገመድ|ድልድይ|ፎቅ|ጣሪያ|ሽጉጥ|ምላጭ|የባቡር ሀዲድ|ሀዲድ)`,
      prep: String.raw`(?:አዘጋጅቼ|አዘጋጀሁ|አዘጋጅቻለሁ|ሰብስቤ|ሰብስቤያለሁ|አጠራቅሜ|ደበቅኩ|ደብቄያለሁ|ወስኛለሁ|ዝግጁ ነኝ|ሁሉንም)`,
      timing: String.raw`(?:ዛሬ ማታ|ዛሬ ለሊት|ዛሬ ሌሊት|ዛሬ ምሽት|ነገ(?! (?:\S+ )?(?:እንገናኝ|እንገናኛለን|እደውላለሁ|እመጣለሁ))|በዚህ ሳምንት|እሁድ|ቅዳሜ)`,
      finality: String.raw`(?:ደህና ሁኑ|ደና ሁኑ|ደህና ሁኑልኝ|ይቅር በሉኝ|ይቅርታ አድርጉልኝ|የመጨረሻ (?:ደብዳቤ|መልእክት|መልዕክት|ቃሌ)|ለመጨረሻ ጊዜ|የመሰናበቻ|ተሰናበቱኝ|የመጨረሻ (?:መልእክቴ|መልዕክቴ|ፖስቴ|ጽሁፌ|ፅሁፌ)|ከእንግዲህ (?:\S+ )?(?:አታዩኝም|አትሰሙኝም|አታገኙኝም)|ለዘላለም ደህና|ዕቃዎቼን (?:\S+ )?(?:ሰጠሁ|አከፋፈልኩ)|እቃዎቼን (?:\S+ )?(?:ሰጠሁ|አከፋፈልኩ))`,
      despair: String.raw`(?:የተወለድኩበትን ቀን|ደክሞኛል|ደከመኝ|ተስፋ ቆርጫለሁ|ተስፋ የለኝም|ማንም አይወደኝም|ማንም አያስብልኝም|በቃኝ|ከእንግዲህ አልችልም|መቋቋም አልቻልኩም)`,
      recent: String.raw`(?:ትናንት|ትላንት|ዛሬ|እንደገና|ደግሞ|በየቀኑ)`,
      harm: String.raw`(?:ራሴን (?:ቆረጥኩ|ጎዳሁ|መታሁ|አቃጠልኩ))`,
      body: String.raw`(?:እጄን|ክንዴን|ጭኔን|ሰውነቴን|ቆዳዬን|አንጓዬን)`,
    },
  },
  {
    languages: ['ha'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die, kill myself (not a prayer to die in faith).
      String.raw`\b(?:ina|nake|ni ina|na|ni na|nayi|na yi|ina ta|na dade ina) (?:\S+ ){0,2}?(?:so|son|shaawar|burin|nufin|shirin|tunanin|niyyar|kudurin) (?:in |na |nai |a ce na |ace na )?(?:mutu|mutuwa|kashe kaina|kashe kai na|kashe raina|rataye kaina|bar duniya|bar duniyar nan|tafi lahira|hallaka kaina|halaka kaina|kawo karshen rayuwata|kawo [kƙ]arshen rayuwata)\b(?! (?:da imani|a musulunci|cikin imani|musulmi|a kan imani|lafiya|a tsarki|cikin shahada|shahada)\b)`,
      String.raw`\b(?:kashe|hallaka|halaka|rataye|kashe) kai ?na\b|\b(?:zan|zanyi|sai na|bari in|bari na|na kusa|na yanke shawarar|na kuduri aniyar) (?:\S+ )?(?:sha|shan) (?:guba|gubar|maganin bera|maganin kwari|fiya fiya|fiyafiya|sniper|snipa)\b|\bkawo (?:k|ƙ)arshen rayuwata\b|\b(?:zan|ina so in|bari in|lokaci ya yi da zan|na shirya) bar (?:duniya|duniyar nan)\b|\b(?:ina ma|da ma|dama|kai da ma) (?:ace |a ce )?(?:ba a haife ni ba|ban zo duniya ba|ba a haifeni ba)\b`,
      String.raw`\b(?:gara|gwamma|gwanda|gwara|gara ma|da ma|dama|kai da ma|ina ma) (?:in|na|nayi|na yi|ace na|a ce na) (?:\S+ )?(?:mutu|rasu|mace)\b(?! (?:da in|da na|akan|a kan|da a|maimakon)\b)|\bmutuwa ta (?:fi|fiye) (?:min|mini|mani|mun) (?:sauki|kyau|alheri)\b`,
      // Tired of life, don't want to live, no reason to live, my life has no meaning.
      String.raw`\b(?:na gaji|na gajiya|na kosa|na [kƙ]osa|na fid da rai|na fidda rai|na hakura) (?:da )?(?:rayuwa|rayuwar nan|wannan rayuwa|wannan rayuwar|rayuwata|duniya|duniyar nan|zama a duniya|numfashi)\b(?! (?:a|ta|na|da|tare|cikin)\b)|\b(?:bana|ba na|ban|bani|ba ni) (?:\S+ )?(?:son|so|bukatar|shaawar) (?:in |na )?(?:cigaba da |ci gaba da )?(?:rayuwa|rayu|numfashi|zama a duniya|zama a duniyar nan|raye)\b(?! (?:a|da|tare|cikin|nan|haka|irin|ta|na|kamar)\b)|\b(?:babu|ba ni da|bani da|ban da|ba ni da wani|bani da wani) (?:wani )?(?:dalilin|amfanin|maanar|dalili na) (?:ci gaba da |cigaba da )?(?:rayuwa|raina|zama a duniya)\b|\brayuwata (?:\S+ )?(?:bata|ba ta|babu) (?:da )?(?:maana|amfani|alfanu)\b`,
      // Burden, better off without me.
      String.raw`\b(?:na zama|ni|nine|ni ne|ni kawai) (?:\S+ ){0,2}?nauyi (?:ne |ce )?(?:ga|wa|a kan|akan) (?:kowa|iyalina|iyayena|gidanmu|yan uwana|mahaifiyata|mahaifina|kowa da kowa|duk|dukkan)\b|\bna zama (?:wa kowa |ga kowa )?nauyi\b|\b(?:za su|zasu|zai|za ta|zata|kowa zai) (?:fi|ji) (?:\S+ ){0,2}?(?:dadi|ɗadi|kyau|sauki|sau[kƙ]i|farin ciki|kwanciyar hankali)\S* (?:\S+ ){0,2}?(?:ba tare da ni|idan na mutu|idan bana nan|idan ba na nan|in na mutu|idan na tafi|idan na bar duniya|bayan na mutu)\b|\b(?:idan|in) na mutu (?:\S+ ){0,3}?(?:za su|zasu|zai|kowa zai|zata) (?:\S+ )?(?:huta|samu sauki|sami sauki|ji dadi|fi kyau|yi farin ciki)\b`,
      // Sleep and never wake; God take me; join the dead.
      String.raw`\b(?:in|na|inyi|in yi|ina so in|ina son in) (?:kwanta|yi barci|yi bacci|barci|bacci) (?:\S+ ){0,3}?(?:kada|kar|ba|kuma ba) (?:in|na|zan) (?:sake )?(?:farka|tashi)\b|\b(?:allah|ya allah|yallah|ubangiji|rabbi|ya rabbi)\S*,? (?:\S+ ){0,3}?(?:ka|ya) (?:[dɗ]auke ni|[dɗ]aukeni|[dɗ]auki raina|[dɗ]auki rai na|karbi raina|[kƙ]arbi raina|amshi raina|kashe ni|kasheni)\b|\b(?:ina so|ina son|ina fatan|bari|zan|ina so in|ina son in) (?:in |na )?(?:bi|bi sawun|je wajen|tafi wajen|hadu da|haɗu da|sadu da|bi bayan) ${HA_FAMILY}\b(?<=\b${HA_DEAD}\b.{0,160})|\b(?:ina so|ina son|ina fatan|bari) (?:in |na )?(?:bi|je wajen|tafi wajen|hadu da|haɗu da|sadu da|bi bayan) ${HA_FAMILY}\b(?=.{0,80}\b${HA_DEAD}\b)`,
      // Plans: all the pills at once, on the bridge now, a jump, a last letter.
      String.raw`\b(?:na|zan|nayi|na riga na) (?:sha|hadiye|hadiya|haɗiye) (?:duka |duk |dukkan |dukkanin )?(?:kwayoyi|kwayoyin|ƙwayoyi|ƙwayoyin|magungunan|magunguna|kwayoyin barci|maganin barci)\S* (?:\S+ ){0,2}?(?:duka|duk|gaba daya|gabaɗaya|gabadaya|lokaci daya|lokaci ɗaya)\b|\b(?:zan|bari in|ina so in|na shirya|zanyi) (?:yi )?(?:tsalle|fado|faɗo|jefa kaina|jefar da kaina|fadi|faɗi) (?:daga|a|cikin|kan) (?:kan |saman |bisa )?(?:gada|gadar|bene|benen|dogon gini|hasumiya|rijiya|rafi|kogi)\S*|\bina (?:saman|kan|bakin|gefen) (?:gada|gadar|bene|benen|dogon gini|hasumiya)\S* (?:\S+ ){0,2}?(?:yanzu|a yanzu|yanzun nan)\b|\b(?:na rubuta|na bar|na rubutawa) (?:\S+ ){0,2}?wasi(?:k|ƙ)a(?:r)? (?:ban kwana|ta (?:k|ƙ)arshe|(?:k|ƙ)arshe|sallama)\b|\b(?:wannan ne|wannan shine|wannan shi ne) (?:\S+ )?(?:sakona|saƙona|sa[kƙ]o na|sallamata|sakon|saƙon) (?:na |ta )?(?:k|ƙ)arshe\b`,
      // Self-harm: cutting, hurting myself, hiding scars, purging, not deserving food.
      String.raw`\b(?:ina|nakan|na kan|na|zan|nake|na sake|na kara) (?:yanka|yanke|sassara|tsaga|cutar da|cuta|kona|ƙona) kaina\b|\b(?:ina|nakan|na|zan|na sake) (?:ji wa|ji ma|jiwa|yi wa|yiwa) kaina (?:rauni|ciwo|lahani|illa)\b|\b(?:ina|na|zan) (?:yanka|yanke|tsaga|sassara) (?:hannuna|cinyata|wuyan hannuna|jikina|fatata) (?:\S+ )?(?:da )?(?:reza|aska|wuka)\b(?=.{0,60}\b(?:da gangan|niyya|ganganci|kullum|sake|kuma|bacin rai|ɓacin rai|zafi)\b)|\bina (?:boye|ɓoye|rufe) (?:\S+ ){0,2}?(?:tabon|tabo|tabbai|raunukan|raunin|alamomin)\S* (?:\S+ ){0,4}?(?:da na yi wa kaina|na yanka|na yanke|yankan kaina)\b|\b(?:bayan na ci abinci|idan na ci abinci|bayan cin abinci) (?:\S+ ){0,3}?(?:nakan|ina|na kan) (?:yi amai|amayar|amayarwa|yi amai da gangan|tilasta kaina amai)\b|\bban cancanci (?:in ci|cin) abinci\b`,
      // No one would care if I died; see you in the hereafter with asking forgiveness.
      String.raw`\b(?:babu|ba) wanda (?:zai|za ta|zasu|za su) (?:damu|kula|yi kewa|yi kewata|lura)\w* (?:\S+ )?(?:idan|in|ko) (?:na|nayi) (?:mutu|rasu|tafi|bar duniya)\b|\bsai mun (?:hadu|haɗu) a (?:lahira|aljanna|gobe kiyama)\b(?=.{0,60}\b(?:ku yafe min|ku yafe mini|ku yafe mani|ku gafarce ni)\b)|\b(?:ku yafe min|ku yafe mini|ku yafe mani|ku gafarce ni)\b(?=.{0,60}\bsai mun (?:hadu|haɗu) a (?:lahira|aljanna)\b)`,
      // Returning to God today (not in repentance).
      String.raw`\b(?:ina so|ina son|ina fatan|na shirya) (?:in |na )?(?:koma|tafi) (?:ga|wajen|zuwa ga) (?:allah|ubangiji|mahalicci)\b(?=.{0,30}\b(?:yau|yanzu|da wuri|yau da dare)\b)(?!.{0,40}\b(?:tuba|tuban|addua|sallah)\b)`,
      // Fed up with life, better dead than to go on living, cutting with a razor.
      String.raw`\brayuwa(?:r nan)? ta (?:ishe ni|isheni|gundure ni|gundureni|fi karfina)\b|\b(?:gara|gwamma|gwanda|gwara) (?:in|na) mutu da (?:in|na) (?:ci gaba|cigaba) da (?:rayuwa|zama a duniya)\b|\b(?:ina|na|zan|nakan) (?:yanka|yanke|tsaga|sassara) (?:hannuna|cinyata|wuyan hannuna|jikina|fatata) (?:\S+ )?(?:da )?(?:reza|aska)\b`,
    ],
    fromOthers: [
      String.raw`\b${HA_ABUSER}\b(?: \S+){0,4}? (?:yana (?:duka|dukana|bugu|bugana|buga ni|taba ni|tabani|taba jikina|lalata da ni|yi min fyade|yi mini fyade|shake ni|barazanar kashe ni)|tana (?:dukana|bugana|buga ni|shake ni)|ya (?:buge ni|bugeni|daki ni|make ni|shake ni|shakeni|yi min fyade|yi mini fyade|kulle ni|kulleni|yi lalata da ni|yi min barazana|taba jikina|taba ni)|ta (?:buge ni|shake ni|kulle ni|daki ni)|zai kashe ni|za ta kashe ni|zata kashe ni|sun (?:buge ni|kulle ni|yi min fyade))\b`,
      String.raw`\b(?:ya|ta|su|yana|tana|suka) (?:shake|shaki|murde|matse) (?:min |mini |mani )?(?:wuya|wuyana|ma[kƙ]ogarona|makogwarona)\b|\b(?:ya|ta|sun|suka) (?:ce|rantse|yi rantsuwa|yi barazanar) (?:\S+ )?(?:zai|za ta|zata|zasu|za su) kashe ni\b|\b(?:ya|an|sun|suka|aka) (?:yi min|yimin|yi mini|yi mani) fyade\b|\b(?:ya|ta|sun|aka|suka|an) kulle ni a (?:daki|dakin|ɗaki|ɗakin|gida|bandaki|ban daki|cikin daki)\S*`,
    ],
    toOthers: [
      String.raw`\b(?:zan|sai na|sai in|bari in|na kuduri aniyar|ina so in|wallahi zan|wlh zan) (?:kashe|hallaka|soka|caka|harbe|sare|yanka) (?:mijina|matata|kishiyata|babana|ubana|mahaifina|surukata|surukina|shugabana|maigidana|malamina|yayana|saurayina|budurwata|wannan mutumin|wannan matar|wannan yaron)\b|\b(?:zan|sai na|bari in) (?:caka|soka|zuba|sa|saka) (?:masa|mata|musu|mishi) (?:wuka|wuƙa|guba)\b|\bzan kashe (?:shi|ta|su)\b(?<=\b(?:wallahi|wlh|wallah|tallahi)\b.{0,40})|\bzan kashe (?:shi|ta|su)\b(?=.{0,40}\b(?:da wuka|da wuƙa|da bindiga|da adda|da guba|wallahi|wlh)\b)`,
      // Fearing I will hurt or kill my baby or child.
      String.raw`\bina (?:tsoron|jin tsoron|fargabar) (?:kada |kar |cewa )?(?:in |na |zan )?(?:cutar|cuta|kashe|shake|buge|jefar) (?:da )?(?:jaririna|jaririyata|dana|yata|'yata|yarona|yarinyata|yaron|jaririn)\b`,
    ],
    concern: [
      String.raw`\b(?:kashe kansa|kashe kanta|kashe kansu|kashe kai|ya rasu|ta rasu|rasuwar|taaziyya|kisan kai)\b|\b(?:bana|ba na|ban) (?:so|son) (?:in )?mutu\b`,
    ],
    negation: String.raw`\b(?:ba|ban|bana|bani|babu|kada|kar|ko kadan|ko ka[dɗ]an|ba zan|bazan)\b`,
    thirdPerson: String.raw`\b(?:shi|ita|yana|tana|abokina|abokiyata|kawata|kanina|kanwata|yayata|dan uwana|yar uwata|ya ce|ta ce|yace|tace|dalibina|dalibata)\b`,
    firstPerson: String.raw`\b(?:ni|nine|ina|nake|zan|kaina|raina|rayuwata)\b`,
    framing: String.raw`\b(?:girki|dafa abinci|ina dafa|bisa kuskure|mafarki|na yi mafarki|nayi mafarki|mafarkin|dariya|barkwanci|wasa nake|ina wasa|zikiri|zikri|tunani mai zurfi|bardo|phowa|azumi|yunwa|ƙishirwa|kishirwa|labarin kirkira|kirkirarren labari|fim din|wasan kwaikwayo)\b`,
    topic: String.raw`\b(?:makala|ma[kƙ]ala|rubutun|bincike|binciken|labarai|fim|fina finai|littafi|littafin|kididdiga|ƙididdiga|jarida|aikin makaranta|kasida|waka|wakar|hira da|shirin rediyo)\b`,
    resolved: String.raw`\b(?:shekaru da suka wuce|shekarun baya|shekaru (?:\S+ )?da suka gabata|da can|can baya|lokacin ina yaro|lokacin ina yarinya|lokacin ina karami|yanzu na warke|yanzu ina lafiya|yanzu lafiya lau)\b`,
    recovered: String.raw`\b(?:yanzu na warke|yanzu ina lafiya|yanzu lafiya lau|na samu sauki yanzu|alhamdulillah yanzu)\b`,
    past: String.raw`\b(?:na taba|a da|shekarun baya|lokacin)\b`,
    cues: {
      means: String.raw`\b(?:guba|gubar|maganin bera|maganin kwari|fiya fiya|fiyafiya|sniper|igiya|reza|bindiga|kwayoyin barci|maganin barci)\b`,
      prep: String.raw`\b(?:na saya|na siya|na sayo|na tara|na boye|na ɓoye|na shirya|a shirye nake|na yanke shawara)\b`,
      timing: String.raw`\b(?:yau da dare|daren yau|yau da daddare|gobe|yanzu nan|a daren nan)\b`,
      recent: String.raw`\b(?:yau|jiya|na sake|kuma)\b`,
      finality: String.raw`\b(?:ku yafe min|ku yafe mini|ku yafe mani|ku gafarce ni|ku yi hakuri da ni|sai mun hadu a lahira|sai mun haɗu a lahira|sai mun hadu a aljanna|wasikar karshe|sakon karshe|ban kwana ta karshe|ban kwana na har abada|sai wata duniya|na raba kayana)\b`,
      despair: String.raw`\b(?:na gaji|na kasa|ban iya ba|babu wanda ya damu|ba wanda ya damu|na fid da rai|na fidda rai|babu wanda ya damu da ni)\b`,
      harm: String.raw`\b(?:na (?:yanka|yanke|tsaga) (?:hannuna|cinyata|jikina|wuyan hannuna)|na yanka kaina|ina yanka kaina|na yanke kaina|na ji wa kaina ciwo)\b`,
      body: String.raw`\b(?:hannuna|cinyata|jikina|fatata|wuyan hannuna)\b`,
    },
  },
  {
    languages: ['yo'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die ("ku" is also "remain": not "ku si ile", "ku die").
      String.raw`\b(?:mo|mo ti|mo n|mo kan|mo ma n|emi|mo kan n|mo sa) (?:fe|pinnu lati|n ronu lati|ro lati|n ro lati|n gbadura ki n|gbadura ki n) (?:ki n |kin |ki n kan |kin kan |ki emi |lati )?(?:kuku |kan )?(?:ku|kuu|ku danu|ku lo)\b(?! (?:si|sile|sibe|die|die die|ni ile|fun|lati|ninu)\b)|\b(?:o ye ki n|o ya ki n|je ki n|jeki n|jekin|ki n kuku|kin kuku|o san ki n|o san ju ki n|o dara ki n|o dara ju ki n) ku\b(?! (?:si|sile|sibe|die|fun|lati|ninu)\b)|\bmo fe (?:iku|ki iku pa mi|ki iku mu mi)\b|\biku (?:lo )?(?:san ju|dara ju) (?:fun mi|lo fun mi)\b|\b(?:iba je pe|iba se pe|ibaa se pe|o ba se pe|o ba je pe) (?:won |iya mi )?(?:ko|o|ko ti|o ti) bi mi\b`,
      // Kill myself, take my own life, hang myself, poison.
      String.raw`\b(?:pa|gba emi|gbemi) ara mi\b|\b(?:so|so okun mo) ara mi (?:ko|rọ|ro)\b|\b(?:mo fe|ma|maa|mo ma|mo maa|mo ti fe|n o|mo ti pinnu lati) pokunso\b|\b(?:ma|maa|mo fe|mo ti|mo ma|mo maa|n o|mo ti pinnu lati) (?:mu|je|lo|fa) (?:\S+ )?(?:majele|oogun eku|ogun eku|otapiapia|sniper|snipa|oogun kokoro)\b|\b(?:fi opin si|fopin si|pari) (?:aye|emi) mi\b`,
      // Don't want to live, tired of life, no reason to live, my life has no meaning.
      String.raw`\b(?:mi o|mio|n ko|nko|emi o|mi ko|emi ko|mi o tun) (?:fe|n fe) (?:gbe aye|gbe ile aye|wa laaye|wa laye|wa laiye|wa ni aye|wa ni ile aye|wa laye yi)\b(?! (?:pelu|ni ilu|ni ile|ni|nibi|si|ni orile)\b)|\b(?:ile )?aye (?:yi |yii |mi )?(?:ti )?su mi\b|\bsu mi lati (?:wa laaye|wa laye|gbe aye|maa gbe aye)\b|\b(?:ko si|ko si idi kankan|ko si nkankan) (?:\S+ ){0,2}?(?:idi|itumo|anfani|ireti) (?:\S+ ){0,2}?(?:ti mo fi wa laaye|ti mo fi n gbe aye|lati wa laaye|lati gbe aye|ti mo fi wa laye|lati maa gbe aye)\b|\baye mi (?:\S+ )?(?:ko ni itumo|ko ni itumo kankan|ko wulo|ko wulo mo|ko ni anfani)\b`,
      // Burden, better off without me.
      String.raw`\b(?:mo je|mo ti di|emi ni|mo di|mo kan je) (?:\S+ )?eru (?:\S+ ){0,2}?(?:fun|si|lori) (?:gbogbo|awon|ebi|idile|obi|iya|baba|enikeni|gbogbo eniyan)\S*|\beru ni mo (?:je|ti di) (?:fun|si)\b|\b(?:won|awon obi mi|ebi mi|idile mi|gbogbo won|gbogbo eniyan|gbogbo yin|iya mi|oko mi|iyawo mi) (?:a |yoo |yo |maa |ma |o )?(?:\S+ ){0,2}?(?:dara ju|gbadun|ni alaafia|ni ayo|ni isinmi|simi|sinmi) (?:\S+ ){0,2}?(?:lai si mi|laisi mi|bi mi o ba si|ti mi o ba si|ti mo ba ku|bi mo ba ku|nigba ti mo ba ku|ti mi o ba si nibe)\b`,
      // Sleep and never wake; God take me; join the dead.
      String.raw`\b(?:mo fe|ki n|kin|je ki n|mo fe ki n) sun (?:\S+ ){0,3}?(?:ki n ma|kin ma|ma|ki n si ma|ki n ma tun) (?:tun )?ji (?:mo|laelae|rara|titi laelae)\b|\b(?:olorun|oluwa|eledumare|olodumare|baba oke|jesu|allah|eleda)\S*,? (?:\S+ ){0,3}?(?:gba emi mi|gbemi mi|mu mi lo|gbe mi lo|mu emi mi)\b(?! (?:la|si|sibi|sinu|ni ona|lona|kuro)\b)|\b(?:mo fe|mo fe lo|ma|maa|je ki n|mo ti fe) (?:ba|tele|lo ba|lo si odo|lo sodo|darapo mo|lo ba) ${YO_FAMILY}\b(?<=\b${YO_DEAD}\b.{0,160})|\b(?:mo fe|mo fe lo|je ki n) (?:tele|lo ba|lo si odo|lo sodo|darapo mo) ${YO_FAMILY}\b(?=.{0,80}\b${YO_DEAD}\b)`,
      // Plans: all the pills at once, on the bridge now, a jump, a farewell letter.
      String.raw`\bmo ti (?:mu|lo|gbe|je) gbogbo (?:\S+ )?(?:oogun|ogun|tablet|tabulẹti|tabuleti|pills|egbogi)\S* (?:\S+ ){0,2}?(?:lekan|leekan|nigba kan|papo|lepo|lẹ́ẹ̀kan)\b|\b(?:mo wa|mo duro|mo joko|mo ti de) (?:ni |lori |si |ni eti |leti )?(?:afara|oke ile giga|ori ile giga|ori afara|eti afara|oke afara|eti okun|ori oke ile)\S* (?:\S+ ){0,2}?(?:bayi|ni bayi|lowo yi|lowolowo)\b|\b(?:ma|maa|mo fe|mo ti fe|mo ma) (?:fo|bo|ja|sọ ara mi|so ara mi) (?:\S+ )?(?:lati ori afara|lati oke ile|lati ori ile giga|sile lati ori|lule lati ori|sinu odo lati ori afara|sinu osa)\S*|\bmo ti (?:ko|kọ) (?:\S+ ){0,2}?(?:leta|iwe|atejise) (?:idagbere|ikeyin|ikehin|o dabo)\b`,
      // Self-harm: cutting myself (habitually, again, with a blade), hurting myself, hiding cuts, purging.
      String.raw`\b(?:mo n|mo ma n|mo maa n|mo tun|mo tun ti|mo si tun) (?:ge|sa|fi abe ge|fi obe ge|fi reza ge|jo) (?:ara mi|owo mi|apa mi|itan mi|orun owo mi)\b|\bmo (?:ti )?fi (?:abe|reza|blade) (?:ge|sa) (?:ara mi|owo mi|apa mi|itan mi|orun owo mi)\b|\b(?:mo n|mo ma n|mo tun) (?:se|pa) ara mi (?:lese|lara|nise)\b|\b(?:mo n|mo ma n) (?:bo|fi aso bo|fi aso gigun bo) (?:\S+ ){0,2}?(?:apa|oju ogbe|ogbe|ami|ojú ọgbẹ)\S* (?:\S+ ){0,6}?(?:ti mo ge|ti mo sa|ti mo fi abe)\b|\b(?:leyin ti mo ba jeun|leyin ounje|lehin ti mo ba jeun) (?:\S+ ){0,3}?(?:mo ma n|mo n|mo maa n) (?:bi|po) (?:o |e )?(?:jade|sile)\b|\bmi o (?:ye|to) (?:lati )?(?:jeun|je ounje)\b`,
      // Going with a dead parent ("ba iya mi lo"), a goodbye for ever with asking forgiveness.
      String.raw`\b(?:mo fe|je ki n|mo ti fe) ba ${YO_FAMILY} lo\b(?=.{0,80}\b${YO_DEAD}\b)|\b(?:o dabo|odabo) titi (?:laelae|lailai|aye)\b(?<=\b(?:e dariji mi|e forijin mi|e ma binu si mi|dariji mi)\b.{0,60})|\b(?:e dariji mi|e forijin mi)\b(?=.{0,60}\b(?:o dabo|odabo) titi (?:laelae|lailai)\b)`,
      // Swallowing poison (gbe ... mu), a rope around my neck.
      String.raw`\b(?:ma|maa|mo fe|mo ti|mo ma|mo maa|n o|mo ti pinnu lati) gbe (?:\S+ )?(?:majele|oogun eku|otapiapia|sniper|snipa) mu\b|\b(?:ma|maa|mo fe|mo ti|mo ma|mo maa|n o) (?:so|de) okun (?:mo|si) orun (?:ara )?mi\b`,
      // Going to heaven (lo sorun, not "when I die"), joining the ancestors, resting for ever.
      String.raw`\b(?:mo fe|mo ti fe|je ki n|mo sa fe) lo (?:si )?(?:orun|sorun|ile orun|odo olorun|odo baba loke)\b(?!.{0,40}\b(?:nigbati|ti mo ba ku|lojo kan|lojo iwaju|ni ojo kan)\b)|\b(?:mo fe|je ki n|mo ti fe) (?:lo )?(?:ba|darapo mo|tele) (?:awon )?(?:baba nla|baba-nla|iya nla|babanla|iyanla|egun|oku orun)\w*|\b(?:mo fe|je ki n|ki n) (?:sinmi|simi|sun) titi (?:laelae|lailai|aye)\b`,
      // Tired of living (re mi lati), taking my own life (gbe emi ara mi).
      String.raw`\b(?:o ti re mi|o re mi|mo ti re mi|mo ti re) lati (?:wa laaye|wa laye|gbe aye|maa gbe aye)\b|\b(?:gbe emi|gba emi) ara (?:mi|emi)\b`,
    ],
    fromOthers: [
      String.raw`\b${YO_ABUSER}\b(?: \S+){0,3}? (?:n lu mi|ti lu mi|lu mi|ma n lu mi|fe pa mi|ma pa mi|maa pa mi|yoo pa mi|yo pa mi|fun mi lorun|ti fun mi lorun|ti mi mole|ti mi mo ile|tii mi mole|ti mi mo yara|fipa ba mi|fi ipa ba mi|n fi owo kan|n fowo kan|fi owo kan ara mi|fowo kan ara mi|n fowo pa mi lara|n halẹ pe oun yoo pa mi|n hale pe oun yoo pa mi|n hale mo mi)\b`,
      String.raw`\b(?:o|won) (?:fun mi lorun|ti fun mi lorun|ti mi mole|ti mi mo yara|ti ilekun mo mi)\b|\b(?:o|won) (?:ni|so pe|sọ pe|bura pe) (?:oun|won) (?:ma|maa|yoo|yo|ti fe) pa mi\b|\b(?:o|won) (?:ti )?(?:fipa ba mi|fi ipa ba mi) (?:lopo|lo po|sun|ajosepo|ni ajosepo)\b`,
    ],
    toOthers: [
      String.raw`\b(?:ma|maa|mo ma|mo maa|mo fe|n o|emi yoo|mo ti pinnu lati|mo bura pe ma) pa (?:oko mi|iyawo mi|baba mi|iya mi|oga mi|iyale mi|orogun mi|omo yen|okunrin yen|obinrin yen|ale oko mi|ale iyawo mi|baba iyawo mi|iya oko mi)\b|\b(?:ma|maa|mo ma|mo fe|mo maa) fi (?:obe|ada|ibon|majele) (?:\S+ ){0,2}?(?:pa|gun|yin|be ori|sa) (?:oko mi|iyawo mi|un|e|won|oun|orogun mi|oga mi|baba mi|iya mi)\b|\b(?:ma|maa|mo ma|mo fe) (?:bu|fi|da) majele (?:si|sinu) (?:\S+ )?(?:ounje|omi|tii)\S* (?:oko mi|iyawo mi|re|won|orogun mi|oga mi)\b`,
      // Fearing I will hurt my child.
      String.raw`\beru (?:n ba mi|ba mi|n ba emi|mba mi) (?:pe|ki) (?:ma|maa|mo le|n o|mo ma|emi yoo) (?:se|pa|lu|fun|ju) (?:omo mi|omo tuntun mi|ikoko mi|omo owo mi)\b`,
    ],
    concern: [
      String.raw`\b(?:pa ara re|pa ara e|pa ara won|gbemi ara eni|igbemi ara eni|pokunso|oloogbe|doloogbe|isinku)\b|\b(?:ore mi|egbon mi|aburo mi|omo mi|oko mi|iyawo mi) (?:\S+ ){0,3}(?:fe ku|fe pa ara re|fe pa ara e)\b`,
    ],
    negation: String.raw`\b(?:mi o|mio|mi o ni|nko|n ko|ko|kii|ki i|rara|ma se|mase|ko ni|ko da|mi o le)\b`,
    thirdPerson: String.raw`\b(?:oun|won|ore mi|egbon mi|aburo mi|omo mi|o ni|o so pe|won ni|akeko mi)\b`,
    firstPerson: String.raw`\b(?:mo|emi|mio|ara mi)\b`,
    framing: String.raw`\b(?:ala|mo la ala|loju ala|ninu ala|alaburuku|erin|rerin|awada|mo n sere|isaro|bardo|phowa|aawe|gbawe|ebi n pa mi|ebi fe pa mi|itan aroso|ere ori itage)\b`,
    topic: String.raw`\b(?:aroko|iwadi|iroyin|fiimu|sinima|iwe itan|akosile|isiro|ise amurele|orin)\b`,
    resolved: String.raw`\b(?:odun die seyin|odun melo kan seyin|odun \S+ seyin|ni odun to koja|nigba kan ri|tele ri|teleri|nigba ti mo wa ni omode|mo ti dara bayi|ara mi ti ya bayi|mo ti gbadun bayi)\b`,
    recovered: String.raw`\b(?:mo ti dara bayi|ara mi ti ya bayi|mo ti gbadun bayi|mo wa daadaa bayi)\b`,
    past: String.raw`\b(?:nigba kan|tele|seyin|lodun to koja)\b`,
    cues: {
      means: String.raw`\b(?:majele|oogun eku|otapiapia|okun|abe|reza|ibon|afara|oogun orun|sniper|snipa)\b`,
      prep: String.raw`\b(?:mo ti ra|mo ti ko jo|mo ti ko won jo|mo ti fi pamo|mo ti tọju|mo ti toju|mo ti mura|mo ti pinnu)\b`,
      timing: String.raw`\b(?:ale yi|ale oni|oru yi|oru oni|lale yi|lale oni|lola|ni ola)\b`,
      recent: String.raw`\b(?:lana|loni|lekan si)\b`,
      finality: String.raw`\b(?:o dabo titi laelae|odabo titi laelae|e ma binu si mi|e dariji mi|e forijin mi|leta idagbere|leta ikeyin|igba ikeyin ni yi|o digba)\b`,
      despair: String.raw`\b(?:o ti su mi|mi o le se mo|mi o le farada mo|ko si eni to bikita|ko si eni ti o bikita|ko si ireti|o ti re mi)\b`,
      harm: String.raw`\b(?:mo ge ara mi|mo sa ara mi|mo jo ara mi)\b`,
      body: String.raw`\b(?:apa mi|itan mi|orun owo mi)\b`,
    },
  },
];

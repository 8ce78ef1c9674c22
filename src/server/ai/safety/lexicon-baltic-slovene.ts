import type { LexiconSource } from './lexicon.ts';

// Slovenian, Lithuanian, Latvian and Estonian, against the folded text: č š ž, ą ę ė į ų ū,
// ā ē ī ū ģ ķ ļ ņ and õ ä ö ü all lose their marks (Slovenian "želim umreti" is matched as
// "zelim umreti", Latvian "negribu vairs dzīvot" as "negribu vairs dzivot", Estonian "jõin kõik
// tabletid" as "join koik tabletid"). Every Latin lexicon runs on all Latin text, so each concept
// is a multiword phrase, never a lone word that Croatian, Polish or Finnish also use.

export const BALTIC_SLOVENE: LexiconSource[] = [
  {
    languages: ['sl'],
    group: 'latin',
    spaced: true,
    self: [
      // Want/decided to die, kill oneself, end one's life (not "die of laughter / rather die than").
      String.raw`\b(?:hocem|hocm|zelim|zelel bi|zelela bi|rad bi|rada bi|najraje bi|bi rad|bi rada|bi najraje|nameravam|sem se odlocil|sem se odlocila|odlocil sem se|odlocila sem se|odlocen sem|odlocena sem) (?:\w+ ){0,2}?(?:umreti|umret|umrl|umrla|crkniti|crknit|se ubil|se ubila|se ubiti|se ubit|ubiti se|ubit se|narediti samomor|naredit samomor|storiti samomor|si vzeti zivljenje|vzeti si zivljenje|koncati (?:svoje |moje )?zivljenje|koncati s svojim zivljenjem|izginiti za vedno|se obesiti|obesiti se|oditi s tega sveta|zapustiti ta svet)\b(?! (?:od|kot|ko)\b)|\bda se (?:bom )?(?:ubijem|obesim|zastrupim)\b(?!,? (?:ne|od)\b)`,
      // Future reflexive forms and suicidal thoughts.
      String.raw`\b(?:ubil|ubila|obesil|obesila|zastrupil|zastrupila|ustrelil|ustrelila) se bom\b|\bse bom (?:ubil|ubila|obesil|obesila|zastrupil|zastrupila|ustrelil|ustrelila)\b|\bbom (?:naredil|naredila|storil|storila) samomor\b|\bsamomor bom (?:naredil|naredila|storil|storila)\b|\bsi bom (?:vzel|vzela) zivljenje\b|\b(?:naredil|naredila) bom konec (?:svojemu |temu )?zivljenju\b|\bbom (?:naredil|naredila) konec (?:svojemu |temu )?zivljenju\b|\b(?:imam|spet imam|mam) samomorilne misli\b|\bsamomorilne misli (?:imam|me)\b|\b(?:razmisljam|premisljujem|spet razmisljam|vedno bolj razmisljam) o samomoru\b`,
      // No will or reason to live (not "live here / in this flat").
      String.raw`\b(?:nocem|ne zelim|ne morem|nocm) (?:\w+ )?vec ziveti?\b(?! (?:v|tu|tukaj|tam|z|s|pri|brez|na|tako)\b)|\b(?:nimam|ni) (?:vec )?(?:nobenega )?(?:razloga|smisla|volje) (?:za zivljenje|ziveti|zivet|da bi (?:se )?zivel\w*)\b(?! (?:v|tu|tukaj|tam|z|s|pri|na)\b)|\bzivljenje (?:mi )?nima (?:vec )?(?:nobenega )?smisla\b|\b(?:navelican|navelicana|sit|sita) (?:sem )?(?:zivljenja|ziveti)\b(?! (?:v|na|tu|tukaj|tam)\b)`,
      // Burden, sleep and never wake, God take me.
      String.raw`\b(?:brez mene|ce me ne bi bilo|ce me ni) (?:\w+ ){0,3}(?:bolje|lazje)\b|\b(?:vsem|jim|druzini|vam|starsem) bi (?:bilo )?(?:bolje|lazje) brez mene\b|\b(?:sem|sm) (?:samo |le |vsem )?(?:v )?breme\b(?! (?:nosil|nosila|dvignil|dvignila|nesel|nesla)\b)|\bvsem sem (?:le |samo )?v breme\b|\b(?:zaspati|zaspat|zaspala|zaspal|zaspim)(?: bi)? in se (?:nikoli )?(?:vec )?ne (?:zbuditi|zbudit|zbudim|zbudila|zbudil|prebuditi|prebudim|prebudila|prebudil)\b|\bda se (?:nikoli )?vec ne zbudim\b|\bda se nikoli ne zbudim\b|\bbog(?:ec)?,? (?:\w+ ){0,2}(?:vzemi|vzami) me\b|\b(?:naj me|da me) bog (?:ze )?vzame\b`,
      // Joining the dead, leaving the body, farewell letter, goodbye forever.
      String.raw`\b(?:hocem|zelim|rad bi|rada bi) (?:k|h) (?:\w+ )?(?:pokojn\w+|mrtv\w+|umrl\w+)\b|\b(?:hocem|zelim|rad bi|rada bi) (?:sel |sla |iti |it )?(?:za|k|h) (?:njim|njej|mami|ocetu|atiju|mamici|babici|dedku|bratu|sestri|mozu|zeni|otroku|sinu|hcerki)\b(?=.{0,60}\b(?:umrl\w*|pokojn\w*|smrt\w*|nebes\w*|na drugo stran|onstran\w*))|\b(?:hocem|zelim|rad bi|rada bi|moram) (?:\w+ )?(?:zapustiti|zapustit) (?:to |svoje )?telo\b|\b(?:hocem|zelim) (?:se )?(?:\w+ )?(?:vrniti|vrnit) v luc\b(?=.{0,40}\b(?:zdaj|takoj|nocoj|cimprej))|\b(?:napisal|napisala|pisem) (?:\w+ ){0,2}poslovilno pismo (?:za )?(?:mami|mamici|ocetu|starsem|druzini|otrokom|mozu|zeni|partnerju|punci|fantu|vsem)\b|\bzbogom za vedno\b|\bza vedno zbogom\b|\bto je moje (?:zadnje )?slovo\b`,
      // Means: pills swallowed, jumping, on the edge now.
      String.raw`\b(?:popil|popila|pogoltnil|pogoltnila|spil|spila) (?:\w+ ){0,2}(?:vse|celo skatlico|cel paket|kup) (?:\w+ )?(?:tablet\w*|uspaval\w*|pilul\w*|zdravil\w*|apaurin\w*|helex\w*)\b(?!.{0,60}\b(?:predpis\w*|zdravnik\w*|antibiotik\w*))|\b(?:bom|hocem|grem|bi) (?:vzel|vzela|popil|popila|pogoltnil|pogoltnila|vzeti|popiti|pogoltniti) (?:\w+ )?(?:vse|celo skatlico|cel paket) (?:\w+ )?(?:tablet\w*|uspaval\w*|zdravil\w*)\b(?!.{0,60}\b(?:predpis\w*|zdravnik\w*|antibiotik\w*|s seboj))|\b(?:zbiram|zbirala|zbiral|shranjujem|kopicim) (?:\w+ ){0,2}(?:tablete|uspavala|zdravila|pilule|apauri\w*)\b(?=.{0,60}\b(?:vse naenkrat|za konec|dovolj|ze mesec|ze tedne|ze \w+ tednov))|\b(?:bom|bi|hocem|grem) (?:skocil|skocila|skocit|skociti) (?:z|s|pod) (?:mosta|mostu|strehe|bloka|vlak\w*|okna|balkona|pecine)\b|\b(?:skocil|skocila) bom (?:z|s|pod) (?:mosta|mostu|strehe|bloka|vlak\w*|okna|balkona|pecine)\b|\b(?:stojim|sedim|sem) (?:na|ob) (?:robu )?(?:mostu|strehe|strehi|mosta|pecine|tirih)\b(?=.{0,80}\b(?:skoc\w*|dol|konec|zbogom|ne zmorem|ne morem vec))`,
      // Self-harm now or again, hiding wounds, purging, starving as punishment.
      String.raw`\b(?:spet|zopet|ponovno|vsak dan|vsako noc|namerno|nalasc) (?:sem )?(?:se )?(?:rezem|rezala|rezal|porezal|porezala|zarezal|zarezala|opekla|opekel|poskodujem|poskodovala|poskodoval)\b(?! (?:pri|ko|med|na|v|z|s|ob|ko)\b)|\b(?:rezem|opekam|zazigam|udarjam) se\b(?! (?:pri|ko|med|s|z)\b)|\bse (?:rezem|samoposkodujem)\b(?! (?:pri|ko|med)\b)|\bsem se samoposkodoval\w*|\b(?:skrivam|skrivala|skrival|prekrivam) (?:\w+ ){0,2}(?:ureznine|reze|rane na rok\w*|modrice)\b|\b(?:bruham|povracam|izbljuvam) (?:\w+ ){0,3}(?:namerno|nalasc|po vsakem obroku|po vsaki jedi)\b|\b(?:namerno|nalasc) bruham\b|\bsi ne zasluzim (?:hrane|jesti|jest)\b`,
      // Spiritual framings and passive wishes: ready to leave this body, the soul wants home, God take me, going to the dead soon, rather not wake, pills gathered.
      String.raw`\b(?:pripravljen[ao]? sem|zelim|hocem) (?:\S+ )?zapustiti (?:to |ta |svoje )?(?:telo|svet|zivljenje)\b`,
      String.raw`\b(?:moja )?dusa (?:\S+ ){0,3}(?:hoce|zeli) (?:\S+ )?(?:domov|oditi)\b`,
      String.raw`\b(?:bog|boze|gospod)\w*,? (?:\S+ ){0,2}vzemi me (?:k sebi|domov|ze)\b`,
      String.raw`\b(?:kmalu|danes|ze) (?:grem|pridem|odidem) (?:k njima|k njim|k njej|k njemu)\b(?=\s*(?:[.!?;]|$))`,
      String.raw`\braje (?:\S+ ){0,3}ne bi (?:vec )?(?:zbudil[ao]?|prebudil[ao]?)\b`,
      String.raw`\b(?:tablete|tabletke|uspavala) (?:sem )?(?:ze )?(?:zbral[ao]?|nabral[ao]?|skril[ao]?)\b|\b(?:zbral[ao]?|nabral[ao]?) sem (?:\S+ )?(?:tablete|tabletke|uspavala)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:me|mene) (?:je |spet |vedno |vsak dan )?(?:tepe|pretepa|pretepel|pretepla|tepel|tepla|davil|zadavil|dusil|posilil|posiljuje|zlorablja|zlorabil|otipava|otipaval|spolno nadleguje|brca|brcal)\b|\b(?:tepe|pretepa|zlorablja|posiljuje|otipava) me\b|\b(?:tepel|pretepel|davil|zadavil|dusil|posilil|zlorabil|otipaval) me je\b|\bgrozi\w*,? (?:\w+ ){0,3}da me (?:bo|bodo|bos) ubil\w*|\bzaklenil\w* me je\b|\bme je zaklenil\w*\b(?! ven)|\bme zaklepa\b`,
    ],
    toOthers: [
      String.raw`\b(?:zabodel|zabodla|zadavil|zadavila|ustrelil|ustrelila|zastrupil|zastrupila) (?:ga|jo|jih) bom\b|\b(?:ga|jo|jih) bom (?:zabodel|zabodla|zadavil|zadavila|ustrelil|ustrelila|zastrupil|zastrupila)\b|\b(?:ubil|ubila) (?:ga|jo|jih) bom (?:z nozem|s pistolo|zares|res|nocoj)\b|\b(?:hocem|zelim|moram|grem) (?:ga|jo|jih) (?:ubiti|ubit|zaklati|zabosti|zadaviti|ustreliti|zastrupiti)\b`,
      // I'll kill him, fear of harming one's child, hands at a throat.
      String.raw`\b(?:ubil[ao]? (?:ga|jo|jih) bom|(?:ga|jo|jih) bom ubil[ao]?)\b(?!.{0,40}\b(?:ce|ako)\b)`,
      String.raw`\bbojim se,? da (?:\S+ )?(?:bom )?(?:naredil[ao]? kaj|poskodoval[ao]?|zadavil[ao]?|udaril[ao]?|ubil[ao]?)(?: \S+){0,2} (?:otroku|otroka|dojencku|dojencka|sinu|hcerki|malemu|mali)\b`,
      String.raw`\broke (?:mi )?(?:same )?(?:segajo|gredo|se stegujejo) (?:\S+ )?(?:proti|k|po) (?:\S+ )?(?:vratu|grlu)\b`,
    ],
    concern: [
      String.raw`\bsamomor\w*|\bsamoposkodov\w*|\b(?:umrl|umrla|pokojn\w+|pogreb\w*|zalujem|zalovanje)\b`,
    ],
    negation: String.raw`\b(?:nikoli|nikdar|nikakor)\b`,
    thirdPerson: String.raw`\b(?:on|ona|oni|moj prijatelj|moja prijateljica|prijatelj|prijateljica|sosed|soseda|moja sestra|moj brat|moj sin|moja hci|sodelavec|sodelavka)\b`,
    firstPerson: String.raw`\b(?:jaz|jst|jest|sem|sm|mi|mene|meni)\b`,
    framing: String.raw`\b(?:meditacij\w*|meditiram\w*|sanjal\w*|sanje|sanjah|sanjam|nocna mora|od smeha|od smeh|od dolgcasa|od sramu|bardo|phowa|maranasati|smrt ega|v romanu|v zgodbi|v igri|videoigr\w*|moj lik|postim|postu)\b`,
    topic: String.raw`\b(?:esej\w*|seminarsk\w*|raziskav\w*|statistik\w*|novic\w*|clanek|clanku|clanka|film\w*|knjig\w*|predavanj\w*|referat\w*|diplomsk\w*)\b`,
    resolved: String.raw`\b(?:pred (?:\w+ )?leti|ko sem bil\w* (?:majhn\w*|mlad\w*|otrok|v srednji)|vcasih sem|nekoc sem|zdaj sem (?:ze )?v redu|to je (?:ze )?za mano|zdaj mi je bolje)\b`,
    recovered: String.raw`\b(?:zdaj sem (?:ze )?v redu|zdaj mi je (?:veliko )?bolje|to je (?:ze )?za mano)\b`,
    past: String.raw`\b(?:pred (?:\w+ )?(?:leti|letom|meseci)|takrat|lani)\b`,
    cues: {
      means: String.raw`\b(?:vrv|zilet\w*|pistol\w*)\b`,
      prep: String.raw`\b(?:zbiram|zbirala|zbiral|shranjujem|razdal\w* sem (?:svoje )?stvari|uredil\w* sem vse)\b`,
      timing: String.raw`\b(?:nocoj|to noc|ko vsi zaspijo|ko bodo vsi spali)\b`,
      recent: String.raw`\b(?:spet|zopet|vceraj|sinoci)\b`,
      finality: String.raw`\b(?:zbogom vsem|to je moje zadnje sporocilo|poslovilno pismo|odpustite mi vsi|razdal\w* sem (?:vse )?(?:svoje )?stvari|poskrbite za (?:mojega|mojo) (?:psa|macko|otroke))\b`,
      despair: String.raw`\b(?:ne zmorem vec|ne morem vec|nimam vec moci|obupan\w*|brezupn\w*|nikogar ne briga)\b`,
      harm: String.raw`\b(?:rezem se|se rezem|se samoposkodujem|udarjam se|opekam se|zazigam se)\b`,
      body: String.raw`\b(?:roke|roko|roki|zapestj\w*|stegn\w*|kozo|kozi|ob zid)\b`,
    },
  },
  {
    languages: ['lt'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:noriu|norisi|noreciau|noretusi|ketinu|nusprendziau|as noriu|tiesiog noriu) (?:\w+ ){0,2}?(?:mirti|numirti|nusizudyti|nusizudyt|pasikarti|baigti (?:savo |sita |si )?gyvenima|nebegyventi|isnykti visam laikui|iseiti is sio pasaulio|palikti si pasauli|nusisauti|nusinuodyti)\b(?! (?:is|nuo)\b)`,
      String.raw`\b(?:noriu|ketinu|nusprendziau) (?:\w+ )?padaryti gala (?:savo |siam )?gyvenimui\b|\b(?:nusizudysiu|pasikarsiu|nusisausiu|nusinuodysiu|nusizudyciau)\b|\b(?:galvoju|mastau|svarstau|vis galvoju|daznai galvoju) apie (?:savizudybe|nusizudyma)\b|\b(?:turiu|kyla|man kyla|vel kyla) (?:\w+ )?savizudisk\w* minc\w*|\bsavizudiskos mintys (?:vel )?(?:neduoda|kyla|grizo)\b`,
      String.raw`\b(?:nebenoriu|nenoriu|nebegaliu) (?:daugiau |toliau )?gyventi\b(?=\s*(?:$|[.,!?;]|(?:nebe|daugiau|toliau|tokio|tokiu|sito|siuo|be|ir|man|noriu|nes)\b))|\bnera (?:jokios )?prasmes (?:toliau )?gyventi\b(?! (?:cia|ten|siame|mieste|cia|su|be)\b| \w+(?:uje|oje|eje|yje)\b)|\bneturiu (?:del ko|jokios priezasties|priezasties) gyventi\b|\bpavargau gyventi\b|\bmano gyvenimas neturi (?:jokios )?prasmes\b`,
      String.raw`\bbe manes (?:\w+ )?butu (?:\w+ )?(?:geriau|lengviau)\b|\bbe manes (?:\w+ )?(?:jiems|visiems|seimai|jums|tau|mamai|tevams|visi|jie) (?:\w+ )?(?:bus|butu|gyvens) (?:\w+ )?(?:geriau|lengviau|laimingesni)\b|\b(?:visiems|jiems|seimai) (?:\w+ )?butu (?:\w+ )?(?:geriau|lengviau) be manes\b|\besu (?:tik |visiems |jiems )?nasta\b|\b(?:uzmigti|uzmigt|uzmigciau) ir (?:niekada |daugiau )?(?:nebepabusti|nepabusti|nebeatsibusti|neatsibusti|nebepabust|nebeatsibust|nebepabusciau|nebeatsibusciau)\b|\bnebenoriu (?:atsibusti|pabusti|atsibust|pabust)\b|\bnoreciau (?:niekada )?nebeatsibusti\b|\bdieve,? (?:\w+ ){0,2}(?:pasiimk|pasiim) mane\b|\b(?:tegul|kad) dievas mane pasiimtu\b`,
      String.raw`\b(?:noriu|noreciau) (?:\w+ )?(?:pas|prie) (?:\w+ )?(?:mirusi\w*|velion\w*)\b|\b(?:noriu|noreciau) (?:\w+ )?pas (?:mama|tecio|teti|mociute|seneli|vyra|zmona|ja|ji)\b(?=.{0,60}\b(?:mir\w*|anapus\w*|danguj\w*|kapuose|zuv\w*))|\bnoriu (?:palikti|apleisti) (?:si |sita )?kuna\b|\b(?:parasiau|rasau|palikau) (?:\w+ ){0,2}atsisveikinimo (?:laiska|laiskus|rasteli)\b(?! (?:kolegoms|bendradarbiams|darbui|mokyklai|klasei|draugams is)\b)|\bsudie (?:amziams|visam laikui)\b|\btai mano paskutine zinute\b`,
      String.raw`\b(?:isgeriau|prarijau|isgersiu|noriu isgerti) (?:\w+ ){0,2}(?:visas|visa pakuote|visa dezute|krusa) (?:\w+ )?(?:tablet\w*|vaist\w*|migdom\w*)\b|\b(?:kaupiu|taupau|susikaupiau) (?:\w+ ){0,2}(?:tabletes|vaistus|migdomuosius)\b|\b(?:stoviu|sedziu) (?:ant|prie) (?:\w+ )?(?:tilto|stogo|krasto|begiu)\b(?=.{0,80}\b(?:nusok\w*|soksiu|sudie|nebegaliu|zemyn))|\b(?:nusoksiu|soksiu) nuo (?:\w+ )?(?:tilto|stogo|balkono|daugiabucio|uolos)\b|\bmesiuosi (?:po|nuo) (?:traukiniu|traukinio|masina|tilto|stogo)\b`,
      String.raw`\b(?:vel|kasdien|tycia|specialiai) (?:\w+ )?(?:pjaustausi|susipjausciau|pjaunuosi|susizalojau|zalojuosi|susideginau)\b|\b(?:pjaustausi|pjaustau save|pjaunu save|zaloju save|zalojuosi|deginu save|musu save)\b|\bslepiu (?:\w+ ){0,2}(?:randus|pjuvius|zaizdas|melynes)\b|\b(?:vemiu|sukeliu vemima|isvemiu) (?:\w+ ){0,3}(?:tycia|po kiekvieno valgio|specialiai)\b|\bnenusipelnau (?:valgyti|maisto)\b|\bbadauju (?:tycia|specialiai|kaip bausme)\b`,
      // Spiritual framings and passive wishes: ready to leave this body, the soul wants home, God take me, going to the dead soon, rather not wake, pills gathered.
      String.raw`\b(?:esu )?(?:pasiruos\w*|pasirengus\w*|noriu) (?:\S+ )?palikti (?:si |sita )?(?:kuna|pasauli|gyvenima)\b`,
      String.raw`\bsiela (?:\S+ ){0,3}(?:nori|trokst\w*) (?:\S+ )?(?:namo|iseiti|iskeliauti)\b`,
      String.raw`\b(?:dieve|viespatie|dievuli)\w*,? (?:\S+ ){0,2}pasiimk mane\b`,
      String.raw`\b(?:greitai|netrukus|jau|siandien) (?:\S+ )?(?:eisiu|iseisiu|iskeliausiu) pas (?:juos|ja|ji)\b(?=\s*(?:[.!?;]|$))`,
      String.raw`\bgeriau (?:\S+ ){0,2}(?:nepabus(?:ciau|tu)|nebeatsibus(?:ciau|tu))\b`,
      String.raw`\b(?:tabletes|vaistus|migdomuosius) (?:jau )?(?:susirinkau|surinkau|sukaupiau|paslepiau)\b|\b(?:susirinkau|surinkau|sukaupiau) (?:\S+ )?(?:tabletes|tableciu|vaistu|vaistus)\b`,
    ],
    fromOthers: [
      String.raw`\bmane (?:vel |nuolat |kasdien )?(?:musa|sumuse|musdavo|smaugia|smauge|pasmauge|prievartauja|isprievartavo|tvirkina|tvirkino|uzrakino|uzrakina|spardo|sparde)\b|\b(?:musa|sumuse|smaugia|smauge|pasmauge|isprievartavo|tvirkina|tvirkino|uzrakino) mane\b|\bgrasina (?:\w+ )?(?:mane )?(?:nuzudyti|uzmusti)\b|\bsake,? kad (?:mane )?(?:nuzudys|uzmus)\b(?=.{0,40}\b(?:jei|jeigu|kai)\b)`,
    ],
    toOthers: [
      String.raw`\b(?:nuzudysiu|papjausiu|nunuodysiu|nusausiu|subadysiu|pasmaugsiu) (?:ji|ja|juos|ta|sita)\b|\b(?:ji|ja|juos) (?:\w+ )?(?:nuzudysiu|papjausiu|nunuodysiu|subadysiu|pasmaugsiu)\b|\bnoriu (?:ji|ja|juos) (?:nuzudyti|papjauti|nunuodyti|nusauti|subadyti)\b`,
      // I'll kill him, fear of harming one's baby, hands at a throat.
      String.raw`\bnuzudysiu (?:ji|ja|juos|jas)\b(?!.{0,40}\bjei\b)`,
      String.raw`\bbijau,? kad (?:\S+ )?(?:ka nors padarysiu|padarysiu ka nors|suzalosiu|pasmaugsiu|uzmusiu|nuzudysiu)(?: \S+){0,2} (?:kudikiui|vaikui|vaika|kudiki|sunui|dukrai|mazyliui)\b`,
      String.raw`\brankos (?:pacios )?(?:tiesiasi|eina|kyla) (?:\S+ )?(?:prie|link) (?:\S+ )?(?:kaklo|gerkles)\b`,
    ],
    concern: [String.raw`\bsavizud\w*|\bsavizal\w*|\b(?:laidotuves|netekau|gedul\w*|velion\w*)\b`],
    negation: String.raw`\b(?:niekada|niekad|jokiu budu)\b`,
    thirdPerson: String.raw`\b(?:jis|ji|jie|jos|mano draugas|mano drauge|draugas|drauge|sesuo|brolis|sunus|dukra|kaimynas)\b`,
    firstPerson: String.raw`\b(?:as|man|mane|mano|esu)\b`,
    framing: String.raw`\b(?:medit\w*|sapn\w*|susapnav\w*|kosmar\w*|is juoko|is nuobodulio|bardo|phowa|filme|romane|zaidime|personaz\w*)\b`,
    topic: String.raw`\b(?:rasin\w*|referat\w*|tyrim\w*|statistik\w*|naujien\w*|straipsn\w*|film\w*|knyg\w*|paskait\w*|kursin\w*)\b`,
    resolved: String.raw`\b(?:pries (?:\w+ )?metus|pries daug metu|kai buvau (?:vaikas|jaunas|jauna|paauglys|paaugle)|seniau|dabar man viskas gerai|tai jau praeityje|tai praeityje)\b`,
    recovered: String.raw`\b(?:dabar man (?:viskas )?gerai|dabar jauciuosi geriau|tai jau praeityje)\b`,
    past: String.raw`\b(?:pries (?:\w+ )?(?:metus|metu|menesius)|tada|pernai)\b`,
    cues: {
      means: String.raw`\b(?:visas tabletes|virve|virves|skustuv\w*|ginkl\w*)\b`,
      prep: String.raw`\b(?:kaupiu|taupau|isdalinau savo|atidaviau savo|susitvarkiau visus reikalus)\b`,
      timing: String.raw`\b(?:sianakt|si vakara|kai visi uzmigs)\b`,
      recent: String.raw`\b(?:vel|vakar|sianakt)\b`,
      finality: String.raw`\b(?:sudie visiems|atsisveikinimo laisk\w*|pasirupinkite mano)\b`,
      despair: String.raw`\b(?:nebegaliu|nebeturiu jegu|beviltisk\w*|niekam nerupiu)\b`,
      harm: String.raw`\b(?:pjaustausi|pjaunuosi|zalojuosi|zaloju save|musu save|deginu save)\b`,
      body: String.raw`\b(?:rank\w*|riesh\w*|riesa|riesus|slaun\w*|oda|oda)\b`,
    },
  },
  {
    languages: ['lv'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:gribu|gribetu|gribas|velos|es gribu|vienkarsi gribu|esmu nolemis|esmu nolemusi|nolemu) (?:\w+ ){0,2}?(?:nomirt|mirt|nobeigties|nogalinaties|izdarit pasnavibu|pakarties|nosauties|noindeties|pazust uz visiem laikiem|aiziet no sis pasaules|pamest so pasauli|beigt (?:savu |so )?dzivi|izbeigt (?:savu |so )?dzivi)\b(?! (?:no|aiz)\b)`,
      String.raw`\b(?:gribu|nolemu|esmu nolemis|esmu nolemusi) (?:\w+ )?padarit galu (?:savai |sai )?dzivei\b|\b(?:nogalinasos|pakarsos|nosausos|noindesos|izdarisu pasnavibu)\b|\b(?:domaju|atkal domaju|biezi domaju|esmu domajis|esmu domajusi) par pasnavibu\b|\b(?:man ir|atkal) pasnavibas domas\b|\bpasnavibas domas (?:atkal|nepamet)\b`,
      String.raw`\bnegribu (?:vairs |vairak )?dzivot\b(?=\s*(?:$|[.,!?;]|(?:vairs|talak|tada|sadu|so|un|bez|man|jo)\b))|\bnav (?:nekadas |vairs )?jegas (?:vairs )?dzivot\b(?=\s*(?:$|[.,!?;]|(?:vairs|talak|man|un|bez|sadu|so)\b))|\bnav (?:vairs )?(?:iemesla|kapec) dzivot\b|\besmu (?:noguris|nogurusi) (?:no )?dzivot\b|\bmana dzive (?:vairs )?nav jegas\b`,
      String.raw`\bbez manis (?:\w+ )?butu (?:\w+ )?(?:labak|vieglak)\b|\bbez manis (?:\w+ )?(?:viniem|visiem|gimenei|jums|tev|mammai|vecakiem) (?:\w+ )?(?:bus|butu|klutu) (?:\w+ )?(?:labak|vieglak)\b|\b(?:visiem|viniem|gimenei) (?:\w+ )?butu (?:\w+ )?(?:labak|vieglak) bez manis\b|\besmu (?:tikai |visiem )?(?:nasta|slogs|apgrutinajums)\b(?! nes\w*)|\baizmigt un (?:vairs |nekad )?(?:nepamosties|nemosties)\b|\bnegribu (?:vairs )?pamosties\b|\bdievs,? (?:\w+ ){0,2}panem mani\b|\blai dievs mani panem\b`,
      String.raw`\bgribu (?:pie|pa) (?:\w+ )?(?:mirus\w*|nelaik\w*)\b|\bgribu (?:pie|pa) (?:\w+ )?(?:mammas|mamas|teta|tetis|vecmammas|vira|sievas|vinas|vina)\b(?=.{0,60}\b(?:mir\w*|nomir\w*|debes\w*|aizsaul\w*))|\bgribu (?:atstat|pamest) (?:so )?kermeni\b|\b(?:uzrakstiju|rakstu|atstaju) (?:\w+ ){0,2}atvadu (?:vestul\w*|zim\w*)\b(?! (?:kolegiem|darbabiedriem|klasei|skolai)\b)|\bardievu uz (?:visiem laikiem|visu muzu)\b|\bsi ir mana pedeja zina\b`,
      String.raw`\b(?:izdzeru|norijau|iedzeru|izdzersu) (?:\w+ ){0,2}(?:visas|visu iepakojumu|visu pacinu|kaudzi) (?:\w+ )?(?:tablet\w*|zal\w*|miegazal\w*)\b|\b(?:kraju|uzkraju|esmu sakrajis|esmu sakrajusi) (?:\w+ ){0,2}(?:tabletes|zales|miegazales)\b|\b(?:stavu|sezu) uz (?:\w+ )?(?:tilta|jumta|malas)\b(?=.{0,80}\b(?:lekt\w*|leksu|ardievu|nevaru vairs|leju|leja|lejup))|\b(?:leksu|noleksu) (?:no|zem) (?:\w+ )?(?:tilta|jumta|balkona|vilciena|klints)\b`,
      String.raw`\b(?:es )?(?:griezu sevi|sagriezu sevi|savainoju sevi|dedzinu sevi|situ sevi|savainojos speciali)\b|\b(?:atkal|speciali|katru dienu) (?:\w+ )?(?:sagriezos|savainojos|griezu sevi)\b|\bslepju (?:\w+ ){0,2}(?:retas|griezumus|zilumus)\b|\b(?:vemju|izvemju|izraisu vemsanu) (?:\w+ ){0,3}(?:ar noluku|speciali|pec katras edienreizes)\b|\bneesmu pelnijis edienu\b|\bneesmu pelnijusi edienu\b`,
      // Spiritual framings and passive wishes: ready to leave this body, the soul wants home, God take me, going to the dead soon, rather not wake, pills gathered.
      String.raw`\b(?:esmu )?(?:gatav[as]|gribu) (?:\S+ )?(?:pamest|atstat) (?:so |savu )?(?:kermeni|pasauli|dzivi)\b`,
      String.raw`\bdvesele (?:\S+ ){0,3}(?:grib|ilgojas) (?:\S+ )?(?:majas|aiziet)\b`,
      String.raw`\b(?:dievs|dievin|kungs)\w*,? (?:\S+ ){0,2}(?:nem|panem) mani (?:pie sevis|majas|projam|prom)\b`,
      String.raw`\b(?:driz|sodien|tulit) (?:\S+ )?(?:iesu|aiziesu) pie (?:viniem|vinas|vina)\b(?=\s*(?:[.!?;]|$))`,
      String.raw`\blabak (?:es )?(?:\S+ )?(?:nepamostos|nepamostu|nebutu dzimis|nebutu dzimusi)\b`,
      String.raw`\b(?:tabletes|zales|miegazales) (?:esmu )?(?:jau )?(?:savakus\w*|sakraj\w*|paslep\w*)\b`,
    ],
    fromOthers: [
      String.raw`\bmani (?:atkal |katru dienu )?(?:sit|piekauj|piekava|znaudz|znaudza|izvaro|izvaroja|iesledz|iesledza|draud nogalinat|seksuali izmanto|spardija|spardi)\b|\b(?:piekauj|piekava|znaudz|znaudza|izvaroja|iesledza|aizsledza) mani\b|\bdraud (?:\w+ )?(?:mani )?nogalinat\b`,
    ],
    toOthers: [
      String.raw`\b(?:nogalinasu|nodursu|nosausu|noindesu|noznaugsu) (?:vinu|vinus|to|so)\b|\b(?:vinu|vinus) (?:\w+ )?(?:nogalinasu|nodursu|nosausu|noindesu|noznaugsu)\b|\bgribu (?:vinu|vinus) (?:nogalinat|nodurt|noindet|nosaut)\b`,
      // I'll kill him, fear of harming one's baby, hands at a throat.
      String.raw`\b(?:vinu|vinus) nogalinasu\b(?!.{0,40}\bja\b)|\bnogalinasu (?:vinu|vinus)\b(?!.{0,40}\bja\b)`,
      String.raw`\bbaidos,? ka (?:\S+ )?(?:nodarisu (?:kaut ko|pari)|kaut ko nodarisu|iesitisu|nogalinasu)(?: \S+){0,2} (?:mazulim|berninam|bernam|delam|meitai|mazajam)\b`,
      String.raw`\brokas (?:pasas )?(?:stiepjas|iet|sniedzas) (?:\S+ )?pie (?:\S+ )?(?:kakla|rikles)\b`,
    ],
    concern: [String.raw`\bpasnavib\w*|\bpaskaitej\w*|\b(?:beres|zaudeju|seras)\b`],
    negation: String.raw`\b(?:nekad|nemaz|nekada zina)\b`,
    thirdPerson: String.raw`\b(?:vins|vina|vini|vinas|mans draugs|mana draudzene|draugs|draudzene|masa|bralis|dels|meita|kaimins)\b`,
    firstPerson: String.raw`\b(?:es|man|mani|mans|mana|esmu)\b`,
    framing: String.raw`\b(?:medit\w*|sapn\w*|murgs|murga|murgos|no smiekliem|no garlaicibas|bardo|phowa|filma|romana|spele|speles|varon\w*)\b`,
    topic: String.raw`\b(?:eses\w*|esej\w*|referat\w*|petijum\w*|statistik\w*|jaunum\w*|raksts|rakstu par|filmu|gramat\w*|lekcij\w*)\b`,
    resolved: String.raw`\b(?:pirms (?:\w+ )?gadiem|kad biju (?:berns|jauns|jauna|pusaudzis|pusaudze)|agrak es|tagad (?:man )?viss ir kartiba|tas ir pagatne)\b`,
    recovered: String.raw`\b(?:tagad (?:man )?viss ir kartiba|tagad jutos labak|tas ir pagatne)\b`,
    past: String.raw`\b(?:pirms (?:\w+ )?(?:gadiem|gada|menesiem)|toreiz|pagajusaja gada)\b`,
    cues: {
      means: String.raw`\b(?:visas tabletes|virvi|virve|skuvekl\w*|ierocis|ieroci)\b`,
      prep: String.raw`\b(?:kraju|uzkraju|atdevu savas|izdaliju savas|sakartoju visas lietas)\b`,
      timing: String.raw`\b(?:sonakt|kad visi aizmigs)\b`,
      recent: String.raw`\b(?:atkal|vakar|sonakt)\b`,
      finality: String.raw`\b(?:ardievu visiem|atvadu vestul\w*|parupejieties par)\b`,
      despair: String.raw`\b(?:nevaru vairs|vairs nespeju|bezcerig\w*|nevienam neruk)\b`,
      harm: String.raw`\b(?:griezu sevi|savainoju sevi|dedzinu sevi|situ sevi)\b`,
      body: String.raw`\b(?:roku|rokas|roka|plaukst\w*|augsstilb\w*|adu|ada)\b`,
    },
  },
  {
    languages: ['et'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:ma )?(?:tahan|tahaks|tahaksin|soovin) (?:lihtsalt |juba |ara )?surra\b(?! (?:naerust|igavusest|haebist)\b)|\b(?:tahan|tahaks|tahaksin|soovin|otsustasin) (?:\w+ ){0,2}?(?:end tappa|ennast tappa|enesetappu teha|oma elu lopetada|elu lopetada|kaduda igaveseks|kaduda jaadavalt|siit maailmast lahkuda|end ules puua|ennast ules puua)\b`,
      String.raw`\b(?:tapan|tapaksin) (?:end|ennast)(?: ara)?\b|\b(?:poon|pooksin) (?:end|ennast) ules\b|\b(?:tahan|tahaks|otsustasin) (?:\w+ )?teha lopu (?:oma )?elule\b|\blopetan (?:oma )?elu (?:ara|tana|nuud)\b|\b(?:motlen|olen motelnud|motlesin|jalle motlen) (?:\w+ )?(?:enesetapule|enesetapust)\b|\b(?:mul on|jalle) enesetapumot\w*|\benesetapumotted (?:on|tulevad|jalle)\b`,
      String.raw`\b(?:ei taha|ma ei taha|ei jaksa) (?:\w+ )?enam elada\b(?! (?:siin|seal|selles|koos|linnas|maal|nii|ilma)\b| (?!sest\b)\w+(?:as|es|is|us|ss)\b)|\bpole (?:mingit )?motet (?:enam )?elada\b(?=\s*(?:$|[.,!?;]|(?:enam|edasi|sellist|nii|ilma|kui|ja)\b))|\b(?:mul )?pole (?:enam )?pohjust elada\b|\bmu elul pole (?:enam )?motet\b|\bolen (?:nii )?vasinud elamisest\b`,
      String.raw`\bilma minuta (?:\w+ )?oleks (?:\w+ )?(?:parem|kergem|lihtsam)\b|\bilma minuta (?:\w+ )?(?:neil|koigil|perel|teil|sul|emal) (?:\w+ )?(?:on|oleks) (?:\w+ )?(?:parem|kergem|lihtsam)\b|\b(?:neil|koigil|perel) oleks (?:\w+ )?(?:parem|kergem) ilma minuta\b|\bolen (?:ainult |lihtsalt |koigile )?(?:koorem|koormaks)\b|\b(?:jaada|jaaks|jaan) magama ja (?:enam |mitte kunagi )?(?:mitte |ei )?(?:argata|argaks|arka)\b|\bmagama (?:jaada|jaaks|jaan|jaada) ja (?:enam |mitte kunagi )?(?:mitte |ei )?(?:argata|argaks|arka)\b|\bei taha enam (?:kunagi )?argata\b|\bjumal,? (?:\w+ ){0,2}vota mind\b|\bjumal votaks mind\b`,
      String.raw`\btahan (?:\w+ )?(?:ema|isa|vanaema|vanaisa|mehe|naise|tema) juurde\b(?=.{0,60}\b(?:sur\w*|taeva\w*|teispool\w*|lahkunud))|\btahan (?:sellest )?kehast lahkuda\b|\b(?:kirjutasin|jatsin|kirjutan) (?:\w+ ){0,2}huvastijatukirja\b(?! (?:kolleegidele|toole|koolile|klassile)\b)|\bhuvasti (?:igaveseks|jaadavalt)\b|\bsee on mu viimane sonum\b`,
      String.raw`\b(?:join|neelasin|votsin) (?:\w+ ){0,2}(?:koik|terve paki|terve karbi|hunniku) (?:\w+ )?(?:tablet\w*|rohud|rohtu|unerohud|unerohtu|pillid|pille)\b|\b(?:kogun|varun|olen kogunud) (?:\w+ ){0,2}(?:tablette|rohtusid|unerohtu|pille)\b|\b(?:seisan|istun) (?:\w+ )?(?:sillal|katusel|serval|raudteel)\b(?=.{0,80}\b(?:hupp\w*|huvasti|ei jaksa|alla))|\bhuppan (?:\w+ )?(?:sillalt|katuselt|rongi alla|aknast)\b`,
      String.raw`\b(?:jalle|taas|iga paev|meelega|tahtlikult) (?:\w+ )?(?:loikasin|loikan|loikusin|vigastasin|vigastan|poletasin|poletan) (?:end|ennast)\b|\b(?:loikan|vigastan|poletan|peksan) (?:end|ennast)\b(?! (?:kogemata|paberiga)\b)|\b(?:peidan|varjan) (?:\w+ ){0,2}(?:arme|loikehaavu|haavu|sinikaid)\b|\boksendan (?:\w+ ){0,3}(?:meelega|tahtlikult|parast iga\w* soog\w*)\b|\bma ei vaari (?:suua|toitu)\b|\bnaljutan (?:end|ennast)\b`,
      // Spiritual framings and passive wishes: ready to leave this body, the soul wants home, God take me, going to the dead soon, rather not wake, pills gathered.
      String.raw`\bvalmis (?:sellest |sest |oma )?(?:kehast|ilmast|elust|maailmast) lahkuma\b`,
      String.raw`\bhing (?:\S+ ){0,3}(?:tahab|igatseb) (?:\S+ )?(?:koju|ara minna|lahkuda)\b`,
      String.raw`\b(?:jumal|issand|taevaisa)\w*,? (?:\S+ ){0,2}(?:vota|vii) mind (?:enda juurde|koju|ara)\b`,
      String.raw`\b(?:varsti|peagi|tana|kohe) (?:\S+ )?(?:lahen|liitun) (?:nende|tema) (?:juurde|juures)\b(?=\s*(?:[.!?;]|$))`,
      String.raw`\bparem (?:kui |oleks kui )?(?:ma )?(?:\S+ )?ei (?:arkaks|oleks sundinud)\b`,
      String.raw`\b(?:tabletid|rohud|unerohud) (?:on )?(?:juba )?(?:kogutud|kokku kogutud|peidetud|varutud)\b|\b(?:kogusin|korjasin|varusin) (?:\S+ )?(?:tablette|tabletid|unerohtu)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:peksab|peksis|kagistab|kagistas|vagistas|vagistab|lukustas|lukustab|kuritarvitab|kuritarvitas) mind\b|\bmind (?:\w+ )?(?:peksab|peksis|kagistab|kagistas|vagistas|vagistab|lukustas|kuritarvitab|kuritarvitas)\b|\bahvard\w* (?:mind )?(?:ara )?tappa\b|\b(?:utles|utleb),? et (?:ta )?tapab mu\b`,
    ],
    toOthers: [
      String.raw`\b(?:pussitan|murgitan|kagistan) (?:ta|teda|nad|neid)\b|\btapan (?:ta|teda|nad|neid) ara (?:noaga|relvaga|tana|homme)\b|\btahan (?:teda|neid) (?:\w+ )?(?:tappa|pussitada|murgitada)\b`,
      // I'll kill him, fear of harming one's baby, hands at a throat.
      String.raw`\b(?:ma )?tapan (?:ta|tema|nad|nemad)\b(?!.{0,40}\bkui\b)`,
      String.raw`\bkardan,? et (?:\S+ )?(?:teen haiget|vigastan|kagistan|tapan)(?: \S+){0,2} (?:beebile|lapsele|last|beebit|pojale|tutrele)\b|\bkardan,? et (?:\S+ )?teen (?:beebile|lapsele|pojale|tutrele) (?:midagi|haiget|viga)\b`,
      String.raw`\bkaed (?:\S+ )?(?:lahevad|kipuvad|sirutuvad) (?:ise )?(?:\S+ )?(?:kaela|kori) (?:poole|umber|juurde)\b`,
    ],
    concern: [String.raw`\benesetap\w*|\benesevigast\w*|\b(?:matused|leinan|kaotasin)\b`],
    negation: String.raw`\b(?:mitte kunagi|ei iial|iialgi|kunagi ei)\b`,
    thirdPerson: String.raw`\b(?:tema|ta|nemad|nad|mu sobra|mu sober|sober|sobranna|vend|ode|poeg|tutar|naaber)\b`,
    firstPerson: String.raw`\b(?:ma|mina|mul|mind|minu|mu|olen)\b`,
    framing: String.raw`\b(?:meditat\w*|mediteer\w*|unenag\w*|unes|oudusunenag\w*|naerust|bardo|phowa|filmis|romaanis|mangus|tegelas\w*)\b`,
    topic: String.raw`\b(?:essee\w*|referaat\w*|uuring\w*|statistik\w*|uudis\w*|artikl\w*|film\w*|raamat\w*|loeng\w*)\b`,
    resolved: String.raw`\b(?:aastaid tagasi|aasta tagasi|kui ma olin (?:laps|noor|teismeline)|vanasti|nuud on (?:mul )?(?:koik )?hasti|see on minevik)\b`,
    recovered: String.raw`\b(?:nuud on (?:mul )?(?:koik )?hasti|nuud tunnen end paremini|see on minevik)\b`,
    past: String.raw`\b(?:aastat tagasi|aasta tagasi|mullu)\b`,
    cues: {
      means: String.raw`\b(?:koik tabletid|koie|koiega|zilett\w*|relv\w*)\b`,
      prep: String.raw`\b(?:kogun|varun|andsin ara oma|jagasin ara oma|korraldasin koik asjad)\b`,
      timing: String.raw`\b(?:tana oosel|kui koik magavad)\b`,
      recent: String.raw`\b(?:jalle|taas|eile)\b`,
      finality: String.raw`\b(?:huvasti koigile|huvastijatukir\w*|hoolitsege mu)\b`,
      despair: String.raw`\b(?:ei jaksa enam|lootusetu\w*|kedagi ei huvita)\b`,
      harm: String.raw`\b(?:loikan end|loikan ennast|vigastan end|vigastan ennast|poletan end|peksan end)\b`,
      body: String.raw`\b(?:kasi|katt|kae|randme\w*|reie\w*|naha\w*)\b`,
    },
  },
];

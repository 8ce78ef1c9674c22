import type { LexiconSource } from './lexicon.ts';

// Turkish, Vietnamese, Indonesian, Tagalog, Swahili, romanised Hindi/Hinglish and Arabizi.
// Against the folded text: Turkish ç ş ğ ö ü lose their marks (ı stays, so patterns say [ıi]);
// Vietnamese loses its tones (đ stays, so patterns say [dđ]); Arabizi's digits are already
// undone by the leetspeak step (3 → e, 7 → t, 5 → s; 2 stays).

export const LATIN_OTHER: LexiconSource[] = [
  {
    languages: ['tr'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:olmek|gebermek|intihar etmek|kendimi oldurmek|kendimi asmak|yok olmak|kaybolmak|can[ıi]ma k[ıi]ymak|kendime zarar vermek|kendimi (?:kesmek|yakmak|yaralamak|jiletlemek)|jiletlemek|atlamak|uyanmamak|yasamamak|gebermek) (?:\w+ )?(?:ist(?:iyorum|iyom|erim|edim)|niyetindeyim|uzereyim|d[ıi]s[uü]n[uü]yorum)\b`,
      String.raw`\bkendimi (?:oldurecegim|oldurcem|olduruyorum|oldurmeyi|asacag[ıi]m|kestim|kesiyorum|yakt[ıi]m|yak[ıi]yorum|jiletledim|ataca[gğ][ıi]m|b[ıi]rakaca[gğ][ıi]m)\b|\bintihar (?:edecegim|edicem|etmeyi|etmek|ediyorum)\b|\bcan[ıi]ma k[ıi]y\w*`,
      String.raw`\b(?:art[ıi]k )?yasamak (?:istemiyorum|istemiyom)\b|\buyanmak istemiyorum\b|\bkeske (?:olsem|hic dogmasayd[ıi]m|uyanmasam|olseydim|yok olsam)\b|\bolsem (?:de )?kurtulsam\b|\bbensiz (?:daha )?(?:iyi|mutlu|rahat)\b|\byuk(?:um|ten ibaretim|ten baska bir sey degilim)\b|\bdayanam[ıi]yorum art[ıi]k\b|\bveda (?:ediyorum|mektub\w*|notu\w*)\b|\belveda\b|\b(?:haplar[ıi]|ilaclar[ıi])\b(?=.*\b(?:biriktirdim|hepsini|toplad[ıi]m)\b)|\bkopruden atla\w*|\bkendime zarar\b`,
      // Every tense and the colloquial future ("-cem", "-cam") of killing, hanging, poisoning oneself.
      String.raw`\bkendimi (?:oldur|as[ıia]|asm|zehirle|bogaca|bogar|bogmak)\w*|\bkendimi (?:kestim|kesiyorum|kesecegim|kescem|yakt[ıi]m|yak[ıi]yorum|yakacag[ıi]m|ac[ıi]kt[ıi]r\w*)\b|\bkendimi (?:kopruden|balkondan|camdan|pencereden|cat[ıi]dan|asag[ıi]|denize|trenin onune|raylara|metronun onune)(?: \S+)? (?:at\w*|b[ıi]rak\w*)|\bintih?a?r (?:ed(?:ecegim|icem|cem|ecem|erim|iyorum|eyim|esim|eyim)|etmek ist\w*|etmeyi dus\w*|etsem)\b|\b(?:olmek|gebermek|yok olmak|olmeyi) (?:ist(?:iyorum|iyom)|dusunuyorum)\b`,
      String.raw`\byasaman[ıi]n (?:hic ?bir |bir )?(?:anlam[ıi]|degeri|tad[ıi]) (?:kalmad[ıi]|yok)\b|\byasamak (?:istemiyorum|istemiyom|istemiyorum art[ıi]k)\b|\b(?:ben )?olmasam (?:\w+ )?(?:daha )?(?:iyi|rahat|mutlu|huzurlu)\w*|\b(?:atlasam|olsem|olursem|gitsem|kendimi assam|kendimi atsam) (?:\S+ ){0,2}(?:her ?sey|hersey|butun dertler) (?:biter|bitecek|kurtulur|son bulur)\b|\bbu dunyada (?:isim|i?simiz) bitti\b|\bher seyi (?:bitirece[gğ]im|bitircem|bitirmek istiyorum)\b|\bhayat[ıi]ma son ver\w*|\b(?:yasamaktan|hayattan|yasamaya|nefes almaktan) (?:b[ıi]kt[ıi]m|yoruldum|usandim|tukendim)\b|\b(?:bu )?(?:bedeni|bedenimi|dunyay[ıi]|hayat[ıi]) (?:b[ıi]rak|terk ed)\w*(?: \S+){0,3} (?:geri |bir daha )?donmeyece\w*|\bbu dunyadan (?:gidecegim|gitmek istiyorum|ayr[ıi]laca\w*|goc\w*)\b|\b(?:sabah|yar[ıi]n) uyanmasam\b|\bbir daha uyanmamak\b`,
      // Passive wish: sleep and never wake, God take my life, no reason to live, gebersem de kurtulsam.
      String.raw`\buyu(?:sam|yup|yay[ıi]m|yup da|sam da) (?:\S+ ){0,2}(?:hic |bir daha |asla )?uyanma(?:sam|mak|yay[ıi]m|yay[ıi]m)\b|\b(?:allah\w*|rabbim|tanr[ıi]m|ya rabbi?) (?:\S+ ){0,3}can[ıi]m[ıi] (?:al\b|als[ıi]n|almas[ıi]n[ıi]|alsa|al art[ıi]k)|\bcan[ıi]m[ıi] al(?:\b|s[ıi]n\b) (?:\S+ )?(?:allah\w*|rabbim|tanr[ıi]m)\b|\byasamak icin (?:hic ?bir |bir )?(?:sebeb\w*|neden\w*|amac\w*|gerekce\w*) (?:yok|kalmad[ıi])\b|\b(?:gebersem|olsem|olup gitsem|yok olsam|geberip gitsem) (?:de|da) (?:kurtulsam|kurtulsak|bitse)\b|\b(?:gebereyim|geberip gideyim|geberip gitmek)\b|\bint(?:i|a)?h?(?:i|a)r (?:ed(?:ecegim|icem|cem|ecem|erim|iyorum|eyim|esim|icam)|et(?:cem|cam|icem|ecem|mek ist\w*|meyi dus\w*|sem)|edeceg\w*)\b`,
      // Reunion with the dead, leaving the body, date and goodbye letter, place and overdose now.
      String.raw`\b(?:rahmetli|olen|merhum|merhume|kaybettigim) \w+ (?:yan[ıi]na|kavus\w*)(?: \S+)? (?:gitmek|gidecegim|gidicem|gitsem|gideyim|kavusmak|kavusaca[gğ][ıi]m)\b|\b(?:annem|babam|oglum|k[ıi]z[ıi]m|esim|kocam|kardesim|onlar[ıi]n|onun)\w* (?:yan[ıi]na|kavusmak)(?: \S+)? (?:gitmek|gidecegim|gidicem|gitsem|kavusmak) (?:ist\w*|\S+)(?=.{0,80}\b(?:oldu|olduler|vefat\w*|rahmetli|kaybettim|toprag\w*|mezar\w*|cennet\w*)\b)|\b(?:bu )?(?:bedenden|dunyadan) (?:ayr[ıi]lmak|gitmek|cekilmek|goc etmek|kurtulmak) (?:ist\w*)|\bsonraki (?:hayat|yasam|beden)\w* (?:\S+ )?(?:erken|hemen|simdi|bir an once) (?:baslamak|gecmek|gitmek)\b|\b(?:su ?an|simdi|suan) (?:\S+ )?(?:cat[ıi]day[ıi]m|koprudey[ıi]m|koprunun (?:ustundey[ıi]m|ortas[ıi]nday[ıi]m)|raylarday[ıi]m|raylar[ıi]n (?:ustundey[ıi]m|ortas[ıi]nday[ıi]m))|\b(?:cat[ıi]n[ıi]n|koprunun|ucurumun|balkonun|pencerenin|binan[ıi]n) (?:kenar[ıi]nday[ıi]m|ucunday[ıi]m|korkuluklar[ıi]nday[ıi]m|korkulugunun (?:ustundey[ıi]m|otesindey[ıi]m))\b|\b(?:cat[ıi]|kopru|balkon|pencere|ucurum|bina)\w* (?:\S+ ){0,3}atla(?:yacag[ıi]m|yaca[gğ][ıi]m|cam|r[ıi]m|mak ist\w*)\b|\b(?:butun|tum|bir kutu|kutu dolusu|avuc dolusu|hepsini) (?:\S+ )?(?:hap|ilac)\w* (?:\S+ )?(?:ictim|yuttum|ald[ıi]m|icecegim|icicem|yutacag[ıi]m)\b|\b(?:hap|ilac)\w* (?:\S+ )?(?:hepsini|tumunu|butununu) (?:ictim|yuttum|ald[ıi]m|icecegim|icicem|yutacag[ıi]m)\b`,
      // Self-harm now: hiding fresh cuts and scars, purging, starving as punishment.
      String.raw`\b(?:kesik|jilet iz|yara|yan[ıi]k|izler)\w* (?:\S+ ){0,4}(?:sakl[ıi]yorum|gizliyorum|kapat[ıi]yorum|ortuyorum|gorunmesin)\w*|\btaze (?:kesik|yara|jilet)\w*m\w*|\b(?:yemekten|yedikten|her ogunden|her seyden) sonra (?:\S+ ){0,2}(?:kusuyorum|kusturuyorum|kusmaya|parmag\w* boga\w*)|\b(?:bilerek|bile bile|isteyerek|kasten) (?:\S+ )?(?:kusuyorum|kusturuyorum|yemiyorum|ac kal\w*)|\b(?:yemek )?(?:yemeyi|yemegi) hak etmiyorum\b|\bsigara\w* (?:\S+ ){0,2}(?:kolum|bilegim|elim|bacag[ıi]m|tenim|derim|kolumda|bilegimde|elimde|bacag[ıi]mda)\w* (?:sondur|bast[ıi]r|yak)\w*|\b(?:kolum|bilegim|elim|bacag[ıi]m|tenim)\w* (?:\S+ )?sigara\w* (?:sondur|bast[ıi]r)\w*`,
      // Burden ("I'm surplus in this house") and "I won't live anymore".
      String.raw`\b(?<!(?:kilo|yag|stok|bagaj|agirlik|su) )fazlal[ıi]g[ıi]m\b|\bfazlal[ıi]k(?:tan baska bir sey degilim| oldum| gibiyim|tan ibaretim)\b|\bbu (?:evde|ailede|dunyada|hayatta) (?:\S+ )?fazlal[ıi]k\w*|\bart[ıi]k (?:\S+ )?yasamayaca[gğ][ıi]m\b|\byasamayaca[gğ][ıi]m (?:icin|art[ıi]k)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:banyo|oda|tuvalet|balkon|dolap|kiler)\w* (?:kilitlendim|kapand[ıi]m|sakland[ıi]m|saklan[ıi]yorum|kilitledim)(?=.{0,80}\b(?:k[ıi]r[ıi]yor|vuruyor|bag[ıi]r[ıi]yor|tehdit\w*|b[ıi]cak\w*|sarhos|dovuyor|dovecek|yumrukl\w*|tekmel\w*)\b)|\bbeni (?:oldurece[gğ]ini|gebertece[gğ]ini|oldurmekle) (?:\S+ )?(?:soyle\w*|dedi|diyor|tehdit\w*)|\b(?:eski (?:sevgilim|kocam|esim|nisanl[ıi]m)|kocam|o) (?:\S+ ){0,2}(?:evin|kap[ıi]n[ıi]n|apartman[ıi]n|binan[ıi]n|isyerimin) (?:onunde|kap[ıi]s[ıi]nda|alt[ıi]nda) (?:bekliyor|duruyor|dolas[ıi]yor|nobet tutuyor)\b|\b(?:pasaportumu|kimligimi|kimlik kart[ıi]m[ıi]) (?:\S+ )?(?:ald[ıi]|saklad[ıi]|elimden ald[ıi]|kilitledi|yakt[ıi])\b`,
      String.raw`\b(?:kocam|sevgilim|babam|uvey babam|abim|agabeyim|amcam|annem|eski sevgilim|eski kocam|kay[ıi]nvalidem|kay[ıi]npederim|nisanl[ıi]m|o)(?: \w+){0,3}? (?:beni )?(?:dov|vuruyor|vurdu|bog|tecavuz|tehdit|kilitl|hapsed|taciz|tokatl|yumrukl|tekmel|darp|elledi|ellliyor|elliyor|dokunuyor|oldurecek|oldurmekle)\w*|\b(?:kemerle|sopayla|kablo ile|tekmeyle|yumrukla) (?:\S+ )?(?:dov|vur|dovd)\w*|\bbeni evden c[ıi]karm[ıi]yor\w*|\btakip program\w*|\bnereye gitsem (?:peşimden |pesimden )?geliyor\b|\bbogaz[ıi]m[ıi] (?:s[ıi]k|tut)\w*|\b(?:terk edersen|bosan[ıi]rsan|gidersen|ayr[ıi]l[ıi]rsan|kacarsan|soylersen|anlat[ıi]rsan|sikayet edersen)\b(?: \S+){0,4} (?:oldururum|oldurecegim|oldurcem|kezzap|asit|yakar[ıi]m|keserim|gebertirim)\w*|\bseni (?:oldururum|oldurecegim|gebertirim)\b(?=.{0,30}\b(?:diyor|dedi|diye|tehdit)\b)|\bbeni oldurmekle tehdit\b|\beve gitmekten korkuyorum\b|\baile ici siddet\b`,
    ],
    toOthers: [
      String.raw`\b(?:yemeg|iceceg|cay|kahve|suy)\w* (?:\S+ )?(?:zehir|fare zehri|ilac) (?:koyaca[gğ][ıi]m|katacag[ıi]m|koycam|katcam|koyucam)\b`,
      String.raw`\b(?:onu|hepsini|onlar[ıi]|patronumu|kocam[ıi]|babam[ıi]|birini) (?:oldurecegim|oldurcem|oldurmek istiyorum|b[ıi]caklayaca[gğ][ıi]m|vuraca[gğ][ıi]m)\b`,
      String.raw`\b(?!seni\b|sizi\b|kendimi\b)\w+[ıiu]m?[ıiu]? (?:oldurecegim|oldurcem|gebertecegim|b[ıi]caklayaca[gğ][ıi]m|bogaca[gğ][ıi]m)\b|\b(?!kendimi\b)\w+ (?:oldurmek|bogmak|b[ıi]caklamak|gebertmek) (?:ist(?:iyorum|iyom)|uzereyim)\b|\b(?:b[ıi]ca[gğ][ıi]|silah[ıi]|tabancay[ıi]) (?:ald[ıi]m|haz[ıi]rlad[ıi]m|saklad[ıi]m)\b(?=.{0,80}\b(?:bekleyecegim|gidecegim|hesab[ıi]n[ıi] soraca[gğ][ıi]m)\b)`,
    ],
    concern: [String.raw`\bintihar\w*|\b(?:oldu|vefat|cenaze|yas tut\w*|kaybettim)\b`],
    negation: String.raw`\b(?:asla|hic|degil|yok)\b`,
    thirdPerson: String.raw`\b(?:o|onlar|arkadas[ıi]m|oglum|k[ıi]z[ıi]m|kardesim|annem|babam)\b`,
    // Turkish drops the pronoun: a first-person future names the writer ("öldüreceğim", "bıçaklayacağım").
    firstPerson: String.raw`\b(?:ben|beni|bana|benim|kendimi|kendime|bensiz|\w+(?:acag[ıi]m|ecegim|ecem|acam|[ıiu]cem|[ıiu]cam))\b`,
    framing: String.raw`\b(?:ruyamda|ruya|kabus|ego olumu|bardo|phowa|yanl[ıi]sl[ıi]kla|kazara|oruc|ramazan|dograrken|dograken|yemek yaparken|tras olurken|gulmekten)\b`,
    topic: String.raw`\b(?:odev|makale|arast[ıi]rma|istatistik|haber|belgesel|film|dizi|roman|kitap|sark[ıi]|ders|onleme|otanazi)\b`,
    resolved: String.raw`\b(?:y[ıi]llar once|cocukken|gencken|eskiden|simdi daha iyiyim|art[ıi]k iyiyim|\w+(?:deyken|dayken|teyken|tayken)|\w+m[ıiu]st[ıiu]m)\b`,
    cues: {
      means: String.raw`\b(?:tabanca\w*|silah\w*|ip(?:i|le)?|urgan\w*|jilet\w*|hap(?:lar\w*|[ıi])?|ilac\w*|agr[ıi] kesici\w*|uyku ilac\w*|zehir\w*|fare zehri|tarim ilac\w*|kopru\w*|cat[ıi]dan|\d+\. kat\w*|(?:en )?ust kat\w*|raylar\w*|ucurum\w*)\b`,
      prep: String.raw`\b(?:biriktir\w*|toplad[ıi]m|sakl[ıi]yorum|saklad[ıi]m|ald[ıi]m|yerini biliyorum|bak[ıi]p geldim|kontrol ettim|haz[ıi]r(?:lad[ıi]m|lan[ıi]yorum)?|karar(?:[ıi]m[ıi]) verdim|karar verdim|not(?:umu)? yazd[ıi]m|mektup yazd[ıi]m|\d+ kutu|yetecek kadar|kusura bakmas[ıi]n|kusura bakmay[ıi]n|beni affedin|hakk[ıi]n[ıi]z[ıi] helal edin|allah(?:[ıi]m)? beni affetsin|hakk[ıi]n[ıi] helal et\w*)\b`,
      timing: String.raw`\b(?:bu gece|bu aksam|yar[ıi]n|cuma|cumartesi|pazar(?: gunu)?|pazartesi|hafta ?sonu|bayramda|s[ıi]navdan once|evde kimse olmayacak|kimse olmadan|herkes (?:gidince|uyuyunca|uyudugunda|ciktiginda)|erkenden)\b`,
      recent: String.raw`\b(?:dun(?: gece)?|bugun|bu sabah|yine|tekrar|her gun|her gece)\b`,
      finality: String.raw`\b(?:elveda|veda\w*|hoscakal[ıi]n|mektup(?:lar[ıi]|umu|lar[ıi]m[ıi])? yazd[ıi]m|(?:kedimi|kopegimi|kusumu|kedilerimi) (?:\S+ )?(?:b[ıi]rakt[ıi]m|verdim|emanet ettim)|bir an once gitmek ist\w*|hosca kal[ıi]n|(?:tarih\w*|gunu) (?:belirledim|sectim|kararlast[ıi]rd[ıi]m)|onlar[ıi]n yan[ıi]na gitmek|hakk[ıi]n[ıi]z[ıi] helal edin|beni affedin|esyalar[ıi]m[ıi] (?:\w+ )?(?:verdim|dagitt[ıi]m)|(?:rahmetli|olmus|merhum) \w+ yan[ıi]na\w*|isiga don\w*|bedeni (?:b[ıi]rak|terk)\w*|geri donmeyecegim|bu dunyada isim bitti|son mesaj\w*|her sey biter)\b`,
      despair: String.raw`\b(?:dayanam[ıi]yorum|yeterince yasad[ıi]m|kaldiram[ıi]yorum|yoruldum|tukendim|anlam[ıi] kalmad[ıi]|umudum yok|cikis yok|yukum|kimse fark etmez|kimsenin umrunda degil|nefes almak bile agir|hak ediyorum|hak ettim|neyse bo[sş] ?ver|bo[sş] ?ver ya)\b`,
      harm: String.raw`\b(?:sigarayla|sigara ile|kendimi tokatl\w*|kendime vur\w*|jilet\w*|kestim|kesiyorum|yakt[ıi]m|yak[ıi]yorum|kusuyorum|kusturuyorum|yemek yemiyorum|kafam[ıi] (?:duvara )?vur\w*|duvara yumruk\w*|kendimi cezaland\w*)\b`,
      body: String.raw`\b(?:kol\w*|bileg\w*|bacag\w*|bacak\w*|kalcam\w*|karn[ıi]m\w*|tenim\w*|elim(?:i|e|de)?)\b`,
    },
  },
  {
    languages: ['vi'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?<!(?:met|doi|nong|lanh|cuoi|so|buon ngu|chan) )(?:muon|mun|dinh|se|nghi den (?:viec )?|nghi|chi muon|that su muon|tinh|quyet dinh) (?:\w+ ){0,2}(?:chet|tu tu|tu sat|ket thuc (?:cuoc doi|cuoc song|tat ca|moi thu)|bien mat(?: mai mai)?|khong song nua|gieo minh|nhay (?:cau|song|lau|xuong))\b`,
      String.raw`\bkhong (?:muon|con muon) song (?:nua)?\b|\bchan song\b|\bsong (?:khong|ko) (?:con )?y nghia\b|\btu sat\b|\b(?:rach|cat) (?:tay|co tay)\b|\btu (?:lam )?hai ban than\b|\b(?:tot|hanh phuc) hon (?:neu )?(?:khi )?khong co (?:toi|minh|em|tao|con)\b|\b(?:toi|minh|em|con|tao) (?:la|chi la) (?:ganh nang|gánh nặng)\b|\bvinh biet\b|\b(?:uong|nuot) (?:het|ca) (?:lo |vi |hop )?thuoc\b|\bthuoc ngu\b(?=.*\b(?:het|gom|tich|du)\b)|\bnhay (?:cau|song|lau|tu tang)\b`,
      // Text-speak negators (ko, k, hok) and the euphemisms: sleep and not wake, "go for good", follow the dead.
      String.raw`\b(?:khong|ko|k|hok|kh|chang|chả|cha) (?:con )?(?:muon|mun|thiet) song (?:nua|tiep)\b|\bngu (?:mot|1) giac (?:roi |ma )?(?:khong|ko|k|chang) (?:bao gio )?(?:day|thuc day|tinh) (?:nua|lai)\b|\b(?:nghi|muon|tinh|chac) (?:\S+ )?di luon cho\b|\b(?:muon|mun|se|sap) (?:\w+ )?(?:tu tu|tu sat|uong thuoc chuot|thắt cổ|that co|treo co|cat co tay|rach tay)\b|\b(?:nhay|lao) (?:xuong )?(?:tu )?(?:san thuong|tang \d+|cau|song|duong ray)\b|\b(?:tu tu|tu sat) (?:cho xong|cho roi|thoi)\b`,
      // Passive wish (sleep and never wake, heaven take me, tired of living, no reason), reunion with the dead,
      // farewell letter, edge of a roof or bridge, all the pills, hidden cuts, purging and starving.
      String.raw`\b(?:uoc gi|uoc|mong|chi muon|muon) (?:\S+ ){0,3}(?:ngu|thiep di) (?:\S+ ){0,4}(?:khong|ko|k|chang) (?:bao gio |bao h )?(?:tinh|thuc|day|tinh day|thuc day)(?: lai| nua| day)?\b|\buoc gi (?:\S+ ){0,2}(?:chet|bien mat|khong ton tai|chua tung (?:duoc )?sinh ra|dung sinh ra)\b|\b(?:troi|chua|phat|ong troi|duc chua troi)\w* (?:\S+ ){0,3}(?:mang|dem|ruoc|cuop|rước) (?:con|toi|em|minh) di\b|\b(?:met moi|qua met|kiet suc|met) (?:\S+ ){0,2}(?:vi|voi|khi) (?:phai )?song\b|\b(?:khong|ko|chang|k) (?:con )?(?:co )?(?:ly do|li do|dong luc|muc dich) (?:gi )?(?:de )?(?:song|tiep tuc song)\b|\b(?:muon|mun|se|xin duoc|duoc) (?:\S+ )?(?:di theo|ve voi|gap lai|den voi|xuong voi) (?:me|ba|bo|cha|ong|ba noi|ba ngoai|anh|chi|em|con|chong|vo)\b(?=.{0,60}\b(?:mat|qua doi|tren troi|chet|suoi vang|thien duong|ben kia)\b)`,
      String.raw`\b(?:viet|de lai|xong|da viet) (?:\S+ )?thu (?:tuyet menh|tu biet|vinh biet)\b|\b(?:dang|da) (?:dung|ngoi|treo minh|treo nguoi) (?:o |tren |ben )?(?:mep|lan can|thanh lan can|ngoai lan can|rìa|ria) (?:\S+ )?(?:san thuong|cau|mai nha|noc nha|toa nha|ban cong|cua so)\b|\b(?:(?:dang |da )?(?:dung|ngoi|treo minh) (?:tren |o |ben )?)?(?:san thuong|cau|lau|tang \d+|mai nha|noc nha)\w*,? (?:\S+ ){0,3}(?:sap|se|chuan bi|dinh) nhay\b|\b(?:uong|nuot) (?:het |ca |toan bo |sach )+(?:lo |vi |hop |nam |vien |vi )?thuoc\b|\bgiau (?:\S+ ){0,2}(?:vet (?:cat|rach|seo|thuong)|seo)\w*|\b(?:an xong|sau (?:moi |khi )?(?:bua )?an|an vao) (?:\S+ ){0,3}(?:moc hong|non ra|oi ra|moc cho non)\b|\bco tinh (?:nhin an|khong an|non ra|moc hong)\b|\b(?:minh|toi|em|tao|con) (?:\S+ )?khong (?:xung )?dang (?:duoc )?an\b`,
      // Slang and unaccented (telex) spellings: chet quach di, ket lieu ban than, tuwj tuwr.
      String.raw`\bchet quach (?:di|cho xong|cho roi)\b|\b(?:muon|se|dinh|sap) (?:\S+ )?(?:ket lieu|tu ket lieu) (?:ban than|doi minh|cuoc doi minh|chinh minh)\b|\btuwj (?:tuwr|tux|sats)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:chong|ban trai|bo|cha|ba|me|anh ay|han|no|dượng|duong)(?: \w+){0,3}? (?:[dđ]anh|bop co|boc co|boi co|hiep dam|de doa|nhot)\b(?: (?:toi|em|minh|tao|con))?|\b(?:danh|dap|tat|bop co|boi co|boc co|hiep dam|nhot|khoa trai|day|xo|dot|tan cong) (?:toi|em|minh|tao|chau)\b|\bgiet (?:ca nha|het|luon) (?:toi|em|minh|tao|con)\b|\b(?:bo di|noi ra|bao cong an|ly hon) thi (?:\S+ ){0,2}(?:giet|dot|chem|danh chet)\b|\bgiet (?:toi|em|minh|tao|con) (?:mat|that)\b|\bso ve nha\b|\bbao luc gia dinh\b|\b(?:khoa|nhot) (?:minh|cua) (?:\S+ ){0,2}(?:nha tam|nha ve sinh|toilet|phong)\b(?=.{0,60}\b(?:pha cua|dap cua|dang dap|dang danh|dao|say|chui|doa)\b)|\bdoa (?:se )?giet (?:toi|em|minh|tao|con|chau)\b`,
    ],
    toOthers: [
      String.raw`\b(?:muon|se|dinh|mun|tinh) (?:giet|dam|chem|ban|dam chet|tat axit) (?:no|han|ong ay|ba ay|chung no|sep|nguoi|thang|con|dua|ca)\b`,
    ],
    concern: [String.raw`\btu tu\b|\btu sat\b|\b(?:qua doi|mat roi|dam tang|tang le)\b`],
    negation: String.raw`\b(?:khong|ko|chang|chua bao gio|dung)\b`,
    thirdPerson: String.raw`\b(?:anh ay|co ay|ban toi|con trai|con gai|no|ho|(?:ban|nguoi yeu|em gai|em trai|anh trai|chi gai|con) (?:minh|toi|em|tao)(?: \S+){0,2} (?:noi|bao|nhan|viet|ke))\b`,
    firstPerson: String.raw`\b(?:toi|minh|em|tao|con)\b`,
    framing: String.raw`\b(?:giac mo|mo thay|ac mong|cai chet cua ban nga|bardo|phowa|vo tinh|an chay)\b`,
    topic: String.raw`\b(?:bai luan|nghien cuu|thong ke|bai bao|tin tuc|phim|tieu thuyet|sach|bai hat|phong ngua)\b`,
    resolved: String.raw`\b(?:nhieu nam truoc|hoi nho|hoi cap \d|tung co|ngay xua|(?:bay )?gio (?:minh |toi )?(?:da )?(?:on|tot hon|on roi))\b`,
    cues: {
      means: String.raw`\b(?:thuoc (?:ngu|chuot|tru sau|an than|cua (?:me|bo|ba|ong))|(?:vi|vien|hop|lo|nam) thuoc|day thung|dao lam|dao got|san thuong|tang \d+|(?:len|ra|tren|xuong|qua|o) cau|cau (?:long bien|chuong duong|nhat tan|vinh tuy|thang long|song han|rong|phu my|sai gon|thu thiem|can tho|my thuan)|duong ray|bao hiem nhan tho)\b`,
      prep: String.raw`\b(?:giau|da giau|gom|tich|du nhieu|du roi|da mua|mua roi|di xem|coi roi|xem roi|cua (?:ko|khong) khoa|it nguoi|chon ngay|chuan bi|san sang|xin phep|thap nhang)\b`,
      timing: String.raw`\b(?:toi nay|dem nay|khuya nay|mai|ngay mai|sinh nhat|khi ca nha|ca nha ve que|chac la)\b`,
      recent: String.raw`\b(?:hom nay|hom qua|toi qua|dem qua|lai|moi ngay|\d+ ngay roi)\b`,
      finality: String.raw`\b(?:tam biet(?!.{0,20}\bhen\b)|vinh biet|chon (?:duoc )?ngay(?: roi)?|thu tuyet menh|cam on moi nguoi (?:da|vi)|viet thu cho \w+|la thu cuoi|di theo (?:me|ba|bo|ong|cha|anh|chi|em)|ve voi (?:anh sang|ba|me|ong|bo|cha|phat)|xong nhiem vu|kiep nay|(?:minh|toi|con|em|tao) xin loi(?= *(?:[.!]|$| moi nguoi| tat ca| vi tat ca))|dem nay (?:minh|toi|con|em) se di|toi nay (?:minh|toi|con|em) di)\b`,
      despair: String.raw`\b(?:(?:con|minh|toi|em) xin loi (?:bo me|ba me|cha me|me|bo|moi nguoi)|khong lam duoc nhu|met moi lam|qua met|het chiu noi|khong chiu noi|bat luc|ghe tom|ghet ban than|vo dung|ganh nang|bo qua di|thoi bo qua|het met)\b`,
      harm: String.raw`\b(?:moc hong|non ra|nhin an|rach tay|cat tay|tu hanh|dot tay|dap dau)\b`,
      body: String.raw`\b(?:tay|co tay|dui|bung)\b`,
    },
  },
  {
    languages: ['id'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:ingin|pengen|pengin|mau|pgn|mo|kepengen|pingin|rasanya|pengennya|nak|hendak|kepikiran|mikir|berniat|niat|memutuskan|mutusin) (?:\w+ ){0,2}(?:mati|bunuh diri|bundir|gantung diri|minum racun|loncat|lompat|terjun|nabrakin diri|mengakhiri (?:hidup(?:ku|nya)?|semuanya|semua ini)|ngakhirin (?:hidup|semuanya)|menghilang(?: selamanya)?|ilang aja|hilang (?:aja|selamanya)|tidak hidup lagi|gak hidup lagi|lenyap|nyusul (?:ayah|ibu|mama|papa|dia|bapak))\b`,
      String.raw`\b(?:capek|cape|lelah) (?:banget )?hidup\b|\b(?:gak|ga|nggak|tidak|enggak|ngga|ndak) (?:mau|kuat|sanggup|pengen|ingin) (?:hidup lagi|lagi hidup|bangun lagi|hidup|lagi)\b(?!\s+(?:makan|kerja|main|ke))|\bbunuh diri\b|\bakhiri hidup(?:ku)?\b|\bmendingan (?:aku|gue|gw) (?:mati|gak ada|ga ada)\b|\blebih baik (?:tanpa (?:aku|saya|gue)|aku mati)\b|\b(?:aku|saya|gue|gw) (?:cuma |hanya )?(?:beban|jadi beban)\b|\bnyilet\w*|\bsilet(?:an)?\b|\bmelukai diri\b|\bsayat (?:tangan|nadi)\b|\b(?:obat|pil)\b(?=.*\b(?:ngumpulin|kumpulin|semua|sekaligus|overdosis)\b)|\bselamat tinggal\b(?=.*\b(?:semua|selamanya|dunia)\b)|\b(?:loncat|lompat) dari (?:jembatan|gedung|atap|lantai)\b`,
      String.raw`\bbundir\b|\bbunuh diri (?:aja|saja|je)\b|\b(?:capek|cape|capai|lelah|penat) (?:\w+ )?(?:sama|sm|dengan|dgn|ama)? ?(?:hidup|idup)(?: ini)?\b|\b(?:ga|gak|nggak|tidak|tak|x) (?:usah|perlu|mau|pengen|ingin|nak) bangun (?:lagi|lg|selamanya)\b|\b(?:bikin|biar|supaya|agar|sampe|sampai) (?:ga|gak|tidak|nggak|tak) bangun (?:lagi|lg)\b|\btidur (?:\S+ ){0,3}(?:ga|gak|tidak|nggak|ngga|enggak|tak) (?:usah |perlu )?bangun\b|\b(?:kalo|kalau|klo|kl|seandainya|andai) (?:aku|gue|gw|saya) (?:mati|ga ada|gak ada|tiada)(?: \S+){0,4} (?:ga|gak|tidak|nggak|tak)(?: \S+)? (?:ada )?(?:yg|yang|sape|siapa) (?:nyari\w*|peduli|sadar|kehilangan|nangis|kisah)\b|\b(?:lepas|pergi|keluar|ninggalin|meninggalkan) (?:dari )?(?:tubuh|raga|dunia|badan) (?:ini )?(?:\S+ ){0,3}(?:ga|gak|tidak|nggak|tak) (?:balik|kembali) (?:lagi|lg)\b|\b(?:mau|ingin|pengen|nak) (?:pulang|kembali) ke (?:cahaya|rahmatullah|pangkuan (?:tuhan|allah|nya))\b|\bgantung diri\b|\bminum racun\b|\b(?:nyudahin|udahin|sudahi|menyudahi|akhirin) (?:aja )?(?:hidup ?(?:ku|gue|gw|aku|saya)?|nyawa ?ku)\b`,
      // God take my life, no reason to live, joining the dead in heaven, farewell letter, at the edge,
      // a whole strip of pills, hiding cuts, purging and starving.
      String.raw`\b(?:ya )?(?:allah|tuhan|gusti|ya rabb)\w*,? (?:\S+ ){0,3}(?:ambil|cabut|jemput)(?:lah)? (?:nyawa ?ku|nyawa saya|nyawa gue|aku|saya)\b|\b(?:ambil|cabut|jemput)(?:lah)? (?:aja |saja )?(?:nyawa ?ku|nyawa saya|nyawa gue)\b|\b(?:gak|ga|nggak|tidak|tak|ngga|gada|gaada) (?:ada |punya )?(?:alasan|tujuan|gunanya|artinya) (?:lagi )?(?:buat |untuk |utk )?(?:hidup|idup)\b|\bhidup (?:ini |ku |aku )?(?:gak|ga|tidak|nggak|udah gak) ada (?:artinya|gunanya|maknanya)\b|\b(?:ingin|pengen|mau|pgn|kepengen) (?:\S+ )?(?:ketemu|bertemu|kumpul|nyusul|menyusul|ikut|bareng) (?:\S+ )?(?:ayah|ibu|mama|papa|bapak|emak|anak|suami|istri|almarhum|almarhumah|kakak|adik)\w* (?:di |ke )(?:surga|sana|alam sana|akhirat)\b|\b(?:nulis|tulis|menulis|udah nulis|sudah menulis|bikin|udh nulis) surat (?:perpisahan|terakhir)\b|\b(?:berdiri|duduk|lagi|udah|sudah) (?:\S+ )?di (?:pinggir|tepi|ujung|pagar|luar pagar) (?:\S+ )?(?:atap|jembatan|gedung|rooftop|balkon|rel)\b|\b(?:minum|nelen|menelan|nenggak|telen) (?:\S+ ){0,2}(?:sebotol|sekotak|satu strip|sestrip|segenggam|semua obat tidur|semua pil)\b|\b(?:minum|nelen|menelan|nenggak|telen) (?:\S+ ){0,2}(?:obat|pil)\w* (?:\S+ )?sekaligus\b|\b(?:nyembunyiin|sembunyiin|menyembunyikan|nutupin|menutupi|tutupin) (?:\S+ ){0,2}(?:luka|bekas luka|sayatan|bekas sayatan|goresan|bekas silet)\w*|\b(?:sengaja|selalu) (?:\S+ )?(?:muntahin|memuntahkan|dimuntahin|muntah)\w*|\b(?:habis|abis|setelah|selesai) makan (?:\S+ ){0,3}(?:muntahin|memuntahkan|dimuntahin|colok tenggorokan)\w*|\b(?:aku|gue|gw|saya) (?:\S+ )?(?:gak|ga|tidak|nggak|tak) (?:pantas|layak|berhak) (?:buat |untuk )?makan\b`,
    ],
    fromOthers: [
      String.raw`\b(?:suami|pacar|ayah|bapak|papa|ayah tiri|kakak|paman|om|dia|ibu|mama|mantan|majikan|mertua|bos)(?:ku|nya)?(?: \w+){0,3}? (?:mukul|memukul|mukulin|pukul|nampar|menampar|nyekik|mencekik|cekik|nyekek|memperkosa|perkosa|ngancam|mengancam|nendang|menendang|ngunci|mengunci|nyiksa|menyiksa|ngurung|mengurung|gebukin|hajar|ngehajar|raba|meraba|grepe\w*|lecehin|melecehkan|masuk kamar (?:aku|gue|saya))\w*|\b(?:kalo|kalau|klo|kl) (?:aku|gue|saya|gw) (?:\w+ ){0,3}(?:dia|suami\w*|ayah\w*|bapak\w*|pacar\w*) (?:mau |bakal |akan )?(?:bunuh|habisin|matiin) (?:aku|gue|saya|gw)\b|\bcekik leher (?:aku|gue|saya|ku)\b|\b(?:ngancam|mengancam|ancam) (?:mau |akan |bakal )?(?:bunuh|membunuh|matiin|habisin)\b|\b(?:mau|bakal|akan) bunuh (?:aku|saya|gue)\b|\btakut pulang\b|\bkdrt\b|\b(?:ngunci diri|mengunci diri|ngumpet|sembunyi|bersembunyi) (?:\S+ ){0,2}(?:kamar mandi|kamar|wc|toilet|lemari)\b(?=.{0,80}\b(?:gedor\w*|dobrak\w*|teriak\w*|mabuk|pisau|ngancam|mukul\w*|pukul\w*|nendang\w*)\b)`,
    ],
    toOthers: [
      String.raw`\b(?:pengen|ingin|mau|bakal|akan|nak) (?:bunuh|nusuk|tusuk|tembak|habisin|bacok|nyiram air keras|siram air keras|racunin) (?!diri\b)\w+\b|\b(?:nyiram|siram|menyiram|nyiramin) air keras\b`,
    ],
    concern: [String.raw`\bbunuh diri\b|\b(?:meninggal|wafat|pemakaman|berduka|kehilangan)\b`],
    negation: String.raw`\b(?:tidak|gak|ga|nggak|enggak|ngga|bukan|jangan|nggak pernah|ga pernah)\b`,
    thirdPerson: String.raw`\b(?:dia|mereka|temen(?:ku)?|teman(?:ku)?|anak(?:ku)?|adik(?:ku)?|kakak(?:ku)?)\b`,
    firstPerson: String.raw`\b(?:aku|saya|gue|gw|ku)\b`,
    framing: String.raw`\b(?:(?:panas|gerah|laper|lapar|ngantuk|bosen|bosan|kenyang) (?:banget|bgt|parah)|ngakak|mimpi|bermimpi|mimpi buruk|kematian ego|bardo|phowa|gak sengaja|puasa|ramadan)\b`,
    topic: String.raw`\b(?:esai|makalah|skripsi|tugas|laporan|presentasi|penelitian|statistik|artikel|berita|film|novel|buku|lagu|pencegahan)\b`,
    resolved: String.raw`\b(?:tahun lalu|waktu kecil|dulu|sekarang (?:udah|sudah) (?:baik|mendingan))\b`,
    cues: {
      means: String.raw`\b(?:racun\w*|obat tidur|obat nyamuk|baygon|pestisida|tali\w*|jembatan|atap|rooftop|gedung|lantai \d+|rel kereta|silet|cutter|pistol|senjata|paracetamol|obat2an|obat-obatan|overdosis|dosis)\b`,
      prep: String.raw`\b(?:beli|udh beli|udah beli|sudah beli|checkout|kumpulin|ngumpulin|nyimpen|simpen|taruh|sembunyiin|udh liat|udah liat|udh cek|udah cek|cari tau|riset|udah siap|udh siap|siapin|jam berapa sepi\w*|cukup|maaf(?:in)? (?:kalo|kalau|klo) (?:\w+ )?salah|mohon maaf lahir batin|maafin aku)\b`,
      timing: String.raw`\b(?:malam ini|malem ini|nanti malam|besok|besok subuh|subuh|minggu ini|nunggu (?:\w+ )?(?:berangkat|pergi|tidur|pulang)|pas (?:semua|orang rumah) (?:tidur|pergi)|sabtu|minggu depan|nyampe besok)\b`,
      recent: String.raw`\b(?:semalam|semalem|tadi malam|tadi|hari ini|lagi|terus|tiap hari|setiap hari)\b`,
      finality: String.raw`\b(?:selamat tinggal|(?:pilih|milih|nentuin|menentukan|tentuin) (?:\S+ )?(?:tanggal|hari)(?:nya)?|surat (?:wasiat|perpisahan)|jaga diri (?:kalian|kamu|baik)|makasih (?:ya )?(?:semuanya|semua)|terima ?kasih (?:untuk |buat )?semuanya|(?:tulis|nulis|udh tulis|nulis) surat (?:buat|untuk|ke) \w+|surat terakhir|pamit\w*|jiwaku (?:udah|sudah|udh) selesai|selesai di (?:kehidupan|dunia) ini|pulang ke cahaya|titip (?:\w+ )?(?:mama|ibu|adik|kucing))\b`,
      despair: String.raw`\b(?:ga kuat|gak kuat|nggak kuat|tak kuat|udah ga sanggup|putus asa|capek bgt|penat gila|takde sape kisah|ga ada yg peduli|gak ada yang peduli|beban|lupain|lupakan aja|udah lah|udh lah|ga jadi)\b`,
      harm: String.raw`\b(?:pukul \w+ sendiri|mukul (?:diri|\w+ sendiri)|nyakitin diri|cucuh|sundut\w*|rokok|nyilet\w*|silet\w*|sayat\w*|goresin|gores\w*|muntahin|dimuntahin|ga makan (?:\d+|dua|tiga) hari|mukul kepala|pukul kepala|benturin kepala|ninju tembok)\b`,
      body: String.raw`\b(?:lengan|tangan|paha|pergelangan|nadi|kulit|perut\w*|kaki|kepala)\b`,
    },
  },
  {
    languages: ['tl'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:gusto ko(?:ng)?|gustong|gusto ko na(?:ng)?|sana) (?:na )?(?:mamatay|magpakamatay|mawala(?: na lang)?|tapusin (?:ang )?(?:lahat|buhay ko)|maglaho)\b|\b(?:ayoko|ayaw ko|ayoko na|ayoko nang) (?:na )?(?:mabuhay|magising|mabuhay pa)\b`,
      String.raw`\bmagpapakamatay\b|\bpakamatay\b|\bpagod na (?:akong|ako) (?:mabuhay|sa buhay)\b|\bmas (?:mabuti|okay|ok|masaya) (?:sila )?kung wala na ako\b|\bwala na akong (?:silbi|dahilan para mabuhay)\b|\bpabigat (?:lang )?ako\b|\bsinasaktan ko ang sarili ko\b|\bhiniwa ko\b|\blaslas\w*|\b(?:tabletas|gamot)\b(?=.*\b(?:lahat|iinumin|inipon)\b)|\btalon (?:sa|mula sa) (?:tulay|building)\b`,
      // Text-speak (q/ko for ako, n for na) and every aspect of dying, killing oneself, not waking up.
      String.raw`\b(?:gusto|gus2|gsto|gust) (?:ko|q|kong|k|koh)(?: na| n|ng| nang)?(?: \w+)?? (?:m?mamatay|mmatay|mamatay|magpakamatay|mawala|maglaho|magbigti|tumalon|uminom ng lason)\b|\b\w*laslas\w*|\bpagod na (?:ako |ko |aq |akong )?(?:mabuhay|sa buhay|mag ?exist)\b|\b(?:ayoko|ayaw ko|ayoko na|ayoko nang|ayaw ko na) (?:na |nang )?(?:talaga(?:ng)? )?(?:mabuhay|magising|mabuhay pa|huminga)\b|\b(?:sana|para) (?:di|hindi|d) na (?:lang )?(?:ako |ko |aq )?(?:magising|gumising|mabuhay)\b|\bmas \w+ (?:pa )?(?:\S+ ){0,4}kung (?:patay|wala|mamatay) na (?:ako|ko|aq)\b|\b(?:naisip|iniisip|naiisip|iisipin) ko (?:na naman |ulit )?(?:na )?(?:\S+ )?(?:tumalon|magpakamatay|mamatay|magbigti|uminom ng (?:lason|gamot)|magpasagasa)\b|\btumalon (?:na lang )?(?:sa|mula sa) (?:tulay|footbridge|building|bubong|rooftop|flyover)\b|\baalis na (?:ako|ko|aq) sa (?:katawang|mundong|mundo)\w*|\bmagpasagasa\w*|\bmagbibigti\b|\bmagbigti na\b`,
      // Sleep and never wake, Lord take me, joining the dead in heaven, a farewell letter, on the roof or bridge
      // now, a whole strip of pills, hiding cuts, purging, "mag suicide".
      String.raw`\b(?:matulog|makatulog|tulog)(?: na)?(?: lang)? (?:\S+ ){0,3}(?:hindi|di) na (?:\S+ )?(?:magising|gumising)\b|\b(?:panginoon|lord|diyos ko|diyos|ama)\w*,? (?:\S+ ){0,3}kunin (?:mo )?(?:na )?(?:ako|ko|aq)\b|\bkunin mo na (?:ako|ko|aq)\b|\b(?:gusto|gusto ko|gusto ko nang|gusto ko na) (?:\S+ )?(?:sumama|sumunod|makasama|puntahan) (?:kay|kina|sa) (?:\S+ )?(?:mama|papa|nanay|tatay|lola|lolo|anak|asawa|kuya|ate|bunso)\b(?=.{0,60}\b(?:langit|heaven|patay|namatay|pumanaw|wala na|kabilang buhay)\b)|\b(?:sinulat|nagsulat|isinulat|sumulat)\w* (?:\S+ ){0,3}(?:huling sulat|sulat ng paalam|suicide note|paalam na sulat)\b|\b(?:nandito|nasa|andito|nakatayo)(?: na)? (?:ako|ko|aq) (?:ngayon )?sa (?:gilid ng )?(?:bubong|tulay|rooftop|riles|footbridge)(?: ngayon)\b|\b(?:nandito|nasa|andito|nakatayo)(?: na)? (?:ako|ko|aq) sa gilid ng (?:bubong|tulay|rooftop|building|gusali)\b|\b(?:tulay|bubong|rooftop|building|gusali|riles)\b.{0,40}\btatalon na (?:ako|ko|aq)\b|\b(?:ininom|nilunok|uminom) (?:ko )?(?:na )?(?:ng )?(?:lahat|isang banig|buong banig|isang bote|buong bote) (?:ng )?(?:gamot|tableta|tabletas|pills|sleeping pills)\b|\b(?:tinatago|tinago|itinatago|tinatakpan) (?:ko )?(?:ang |yung )?(?:mga )?(?:sugat|laslas|peklat|hiwa)\w*|\b(?:sinusuka|sinuka|isinusuka) ko (?:ang |yung )?(?:lahat|kinain|pagkain)\w*|\bsinasadya kong (?:sumuka|hindi kumain)\b|\b(?:hindi|di) ako (?:karapat-dapat|karapatdapat|deserve) (?:na )?(?:kumain|sa pagkain)\b|\b(?:gusto|gus2|balak|plano) (?:ko|kong|q)(?: na| nang| ng)? (?:mag[ -]?suicide|magpakamatay|mag[ -]?kms|wakasan (?:na )?(?:ang |yung )?buhay ko)\b|\bwawakasan ko na (?:ang |yung )?buhay ko\b`,
    ],
    fromOthers: [
      String.raw`\b(?:asawa ko|boyfriend ko|tatay ko|ama ko|kuya ko|tito ko|siya|nanay ko|stepdad ko)(?: \w+){0,3}? (?:sinasaktan ako|binubugbog ako|sinakal ako|sinasakal|ginahasa|hinahampas|sinampal ako|binubugbog|sinuntok ako)\b|\bpapatayin (?:daw )?(?:nya |niya )?(?:daw )?(?:ako|ko)\b|\b(?:akong|ako na) papatayin\b|\b(?:sinasaktan|sinasampal|sinusuntok|sinakal|sinasakal|binugbog|binubugbog|ginahasa|hinihipuan|hinipuan|minolestya|minomolestya|ginagalaw|kinukulong|kinulong|ikinulong|sinusunog|pinaso|tinutukan) (?:ako|ko|aq)\b|\b(?:di|hindi) (?:ako|ko) pinapakain\b|\bkinuha (?:nya|niya) (?:ang |yung )?passport\b|\btakot (?:akong|ako) umuwi\b|\b(?:nagkulong|nagtago|nakakulong) (?:ako |ko )?sa (?:banyo|cr|kwarto|aparador)\b(?=.{0,80}\b(?:sinisipa|kinakalampag|sinisigawan|lasing|kutsilyo|papatayin|binubugbog|sinusuntok)\b)`,
    ],
    toOthers: [
      String.raw`\bpapatayin ko (?:talaga |na )?(?:siya|sila|yung|si|ang|sya)\b|\bgusto kong patayin\b|\b(?:gigilitan|sasaksakin|tatagain|babarilin|lalasunin|papasabugin) ko\b`,
    ],
    concern: [String.raw`\bnagpakamatay\b|\bsuicide\b|\b(?:namatay|pumanaw|lamay|libing)\b`],
    negation: String.raw`\b(?:hindi|di|wag|huwag)\b`,
    thirdPerson: String.raw`\b(?:siya|sila|kaibigan ko|anak ko|kapatid ko)\b`,
    firstPerson: String.raw`\b(?:ako|ko|akin)\b`,
    framing: String.raw`\b(?:panaginip|napanaginipan|bangungot|bardo|phowa|aksidente|ayuno)\b`,
    topic: String.raw`\b(?:sanaysay|pananaliksik|estadistika|artikulo|balita|pelikula|libro|kanta)\b`,
    resolved: String.raw`\b(?:noong bata|dati|taon na ang nakalipas|okay na ako ngayon)\b`,
    cues: {
      means: String.raw`\b(?:lubid|tali|lason|pesticide|gamot ni \w+|tabletas|paracetamol|biogesic|banig|kutsilyo|cutter|(?:sleeping )?pills|rope|blade|baril|tulay|footbridge|flyover|bubong|rooftop|riles)\b`,
      prep: String.raw`\b(?:nakabili|binili|bumili|nakatago|itinago|tinago|naipon|inipon|\w*ipon|nakahanda|hinanda|handa na (?:ako|ko|aq)|nagdasal na|patawarin (?:ako|nyo ako|niyo ako)|(?:pasensya|patawad|sorry) na sa lahat|ilan (?:bang|ba|ang)|sapat na)\b`,
      timing: String.raw`\b(?:ngayong gabi|mamayang gabi|mamaya|bukas|sa (?:lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)|next week|wala sila(?: mama| papa)?|pag tulog na sila|hinihintay ko lang)\b`,
      recent: String.raw`\b(?:kagabi|kanina|ngayon|na naman|ulit|ulitin|araw-araw|gabi-gabi)\b`,
      finality: String.raw`\b(?:paalam(?! na muna| muna)|samahan sa langit|sumunod sa kanila|sumunod (?:kay|sa) \w+|umuwi sa liwanag|tapos na (?:yung|ang) misyon|binigay ko na (?:kay|sa) \w+|ipinamigay ko|huling mensahe)\b`,
      despair: String.raw`\b(?:deserve ko (?:to|ito|yan)|ayoko na|suko na|wala na akong (?:silbi|kwenta)|walang kwenta|pabigat|d na aq natutuwa|wala lang|hindi ko na kaya|di ko na kaya)\b`,
      harm: String.raw`\b(?:i?sinusuka ko|(?:hindi|di) na (?:ako|ko) kumakain|\w*laslas\w*|sinusuntok ko|sinuntok ko|pinapaso ko|pinaso ko|hiniwa ko|sinusugatan ko|sinasaktan ko (?:ang |yung )?sarili|ang lalim)\b`,
      body: String.raw`\b(?:pader|kamay|braso|pulso|hita|balat|katawan)\b`,
    },
  },
  {
    languages: ['sw'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:nataka|ninataka|natamani|nitaenda|nimeamua|nafikiria|ningependa) (?:\w+ ){0,2}(?:kufa|kujiua|kujinyonga|kujiumiza|kutoweka|kumaliza maisha yangu|kujimaliza|kujitoa uhai|kujitoa|kujirusha|kujitupa|kunywa sumu|kuiacha dunia)\b|\bsitaki (?:tena )?(?:kuishi|kuamka)\b|\bnimechoka (?:na )?(?:kuishi|maisha)\b|\bnitajiua\b|\bnitajinyonga\b|\bbora (?:nife|ningekufa)\b|\b(?:wangekuwa|wangeishi|watakuwa) (?:bora|na furaha|vizuri) bila mimi\b|\bmimi ni mzigo\b|\bnajikata\b|\bnimejikata\b|\bnajiumiza\b|\bkwaheri (?:kwa wote|milele|dunia)\b|\b(?:vidonge|dawa)\b(?=.*\b(?:zote|nimekusanya|kumeza)\b)`,
      // The reflexive -ji- verbs in every tense (najiua, nimejikata, nitajinyonga), leaving the world, no one would care.
      String.raw`\b(?:na|nina|nime|nili|nita|nta|hu|ntaka ku|kuji)?ji(?:ua|umiza|kata|nyonga|dhuru|maliza|rusha|tupa)\b|\b(?:na|nime|nili|nita)jichoma\b|\b(?:nita|nataka ku|ku|nime)(?:i)?acha dunia\b|\bkuondoka duniani\b|\bhakuna (?:mtu )?(?:angejali|atajali|angegundua|atagundua|angenikumbuka)(?: \S+){0,2} (?:kama |nikifa|ningekufa)\w*|\bnimeamua kujitoa\b|\b(?:nafikiri|nafikiria|nawaza) (?:tu )?kuruka\b|\b(?:kufikiria|nikafikiria|nafikiria|wazo la) (?:tu )?(?:ku)?(?:jirusha|jitupa|jiua|jinyonga|kufa)\w*|\b(?:nataka|nitaenda|nitaji|naenda) ?(?:ku)?(?:jitoa roho|jiondoa duniani|toa roho yangu)\b|\bnitajitoa (?:uhai|roho)\b`,
      // Sleep and never wake, God take me, no reason to live, joining the dead, a farewell letter, at the edge now,
      // all the pills swallowed, hiding scars, purging and starving.
      String.raw`\bnisiamke (?:tena|kabisa|milele)\b|\bkulala (?:na )?(?:nisiamke|kutoamka)\b|\bmungu (?:\S+ ){0,2}(?:nichukue|unichukue|nichukuwe|anichukue|ichukue roho yangu)\b|\b(?:nichukue|unichukue) (?:tu )?mungu\b|\bsina (?:tena )?(?:sababu|haja|maana) (?:ya |yoyote ya )?(?:kuishi|kuendelea kuishi)\b|\bmaisha (?:yangu )?(?:hayana|hayana tena) (?:maana|thamani)\b|\b(?:nataka|natamani|nitaenda) (?:\S+ )?(?:kwenda|kuungana|kujiunga|kuwa) (?:kwa|na) (?:\S+ ){0,2}(?:marehemu|aliyekufa|aliyefariki)\b|\b(?:nimeandika|niliandika|nimeacha) (?:\S+ )?barua ya (?:kuaga|mwisho|kwaheri)\b|\bniko (?:juu ya|ukingoni mwa|pembeni mwa|kwenye ukingo wa) (?:daraja|paa|jengo|ghorofa|mnara|reli)\w* (?:sasa|sasa hivi|hivi sasa)\b|\bniko (?:ukingoni|pembeni) (?:mwa |ya )?(?:daraja|paa|jengo|ghorofa)\w*|\b(?:nimemeza|nimekunywa|nimezimeza|nimevimeza) (?:\S+ )?(?:vidonge|dawa|tembe)\w* (?:\S+ )?(?:zote|vyote)\b|\b(?:naficha|nimeficha|ninaficha|nafunika) (?:\S+ ){0,2}(?:makovu|majeraha|vidonda|michubuko)\w*|\b(?:natapika|najitapisha|ninatapika|kujitapisha) (?:\S+ ){0,3}(?:kwa makusudi|makusudi|baada ya kula)\b|\bsistahili (?:kula|chakula)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:mume wangu|mpenzi wangu|baba yangu|baba|kaka|mjomba|yeye)(?: \w+){0,3}? (?:ananipiga|alinipiga|amenipiga|alininyonga|ananinyonga|alinibaka|ananitishia|alinitishia)\b|\bataniua\b|\b(?:ana|ali|ame|ata|hu|anaye)ni(?:piga|choma|nyonga|baka|tishia|fungia|fungi|gusa|chapa|kaba|ua|dhalilisha|nyanyasa)\b|\bnaogopa kurudi nyumbani\b|\bnimejifungia (?:\S+ )?(?:bafuni|chooni|chumbani)\b(?=.{0,80}\b(?:anavunja|anagonga|anapiga kelele|kisu|amelewa|ananitishia|anataka kuniua)\w*)`,
    ],
    toOthers: [
      String.raw`\bnitamuua\b|\bnataka kumuua\b|\b(?:nataka|nitaenda|nimeamua|ntaka) (?:ku)?(?:mchoma kisu|muua|mchinja|mpiga risasi|mwekea sumu|wachoma|waua)\b|\bnitam(?:choma kisu|chinja|piga risasi|wekea sumu)\b|\bnita(?:m|wa)(?:kata|katakata|cheka|piga|choma|chinja) (?:\S+ ){0,4}(?:kwa )?(?:panga|kisu|shoka|rungu|bunduki)\b`,
    ],
    concern: [String.raw`\bkujiua\b|\b(?:alifariki|amefariki|msiba|mazishi)\b`],
    negation: String.raw`\b(?:si|sita|kamwe|hapana)\b`,
    thirdPerson: String.raw`\b(?:yeye|wao|rafiki yangu|mwanangu)\b`,
    firstPerson: String.raw`\b(?:mimi|nina|ni)\b`,
    framing: String.raw`\b(?:ndoto|niliota|jinamizi|bardo|phowa|kwa bahati mbaya|kufunga)\b`,
    topic: String.raw`\b(?:insha|utafiti|takwimu|makala|habari|filamu|kitabu|wimbo)\b`,
    resolved: String.raw`\b(?:miaka iliyopita|nilipokuwa mtoto|zamani|sasa niko sawa)\b`,
    cues: {
      means: String.raw`\b(?:sumu\w*|vidonge|dawa (?:za|ya) (?:usingizi|presha|kulala|panya|moyo|kisukari)|panadol|kamba|daraja|ghorofa|reli|wembe|bunduki)\b`,
      prep: String.raw`\b(?:nimenunua|nilinunua|nimeficha|nimeificha|nimezificha|nimekusanya|nimeweka|nimeenda kuangalia|kuangalia mara|niko tayari|nimejiandaa|nimeomba mungu|anisamehe|mnisamehe|nisameheni|nyingi|(?:nitakunywa|nitameza|kumeza|nitazimeza) (?:zote|vyote)|nitaimeza)\b`,
      timing: String.raw`\b(?:usiku huu|leo usiku|usiku wa leo|kesho|jumapili|jumamosi|ijumaa|wakati wote wameenda|wakisafiri)\b`,
      recent: String.raw`\b(?:leo|jana|tena|kila siku)\b`,
      finality: String.raw`\b(?:(?:mama|baba|bibi|babu) (?:yangu )?marehemu|kwaheri(?! (?:ya kuonana|tuonane|tutaonana))|asanteni wote kwa (?:kunisikiliza|kila kitu|yote)|nimeandika barua kwa \w+|barua ya mwisho|kuungana naye|kwenda kwake|upande wa pili|nirudi kwenye nuru|roho yangu imemaliza|nimegawa vitu)\b`,
      despair: String.raw`\b(?:nimechoka|siwezi tena|niko down|hakuna mtu anajali|mzigo|wacha tu|achana nayo)\b`,
      harm: String.raw`\b(?:najipiga|nilijipiga|nimejipiga|najikata|nimejikata|najichoma|nimejiumiza|najiumiza|kujitapisha|natapika)\b`,
      body: String.raw`\b(?:kichwa|ukuta\w*|mkono\w*|paja|ngozi|paji|tumbo\w*)\b`,
    },
  },
  {
    languages: ['hi-Latn'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\bmar(?:na)? ja(?:na|ana|u|un|aun|aaun|oon|unga|ungi|ata|ati|yenge)?\b(?=.*\b(?:chahta|chahti|chahata|chahati|chahiye|man|mann|dil|sochta|sochti|wala|wali|bas|ab|hu|hoon|hun)\b)`,
      String.raw`\b(?:marna|marne ka|marne ki|mar jaane ka|mar jane ka|khatam hone ka) (?:\w+ ){0,2}(?:chahta|chahti|chahata|man|mann|dil|soch|irada|plan|khayal)\w*|\b(?:mujhe|main|mai|me|mein) (?:\w+ ){0,3}(?:marna|mar jana|mar jaana|khudkushi karni|suicide karna|khud ko maar(?:na|dena|dunga|dungi))\b`,
      String.raw`\b(?:jeena|jina|jeene|jine) (?:ka )?(?:nahi|nhi|nahin|na) (?:chahta|chahti|chahata|mann|man|dil)\w*|\b(?:jeena|jina) (?:nahi|nhi|nahin) hai\b|\bjeene ka (?:koi )?(?:mann|man|matlab|maksad|faida|fayda) nahi\b|\bzindagi se (?:thak|pareshan|tang) (?:gaya|gayi|gya|gyi|aa)\b|\bab (?:aur )?(?:nahi|nhi) (?:jee|ji|seh|reh) (?:sakta|sakti|paunga|paungi|sakunga)\b|\bkhudkushi\b|\bkhud ko (?:maar|khatam|hurt|kaat|zakhmi)\w*|\bapni jaan (?:le|lena|lunga|lungi|de)\w*|\bmere bina (?:sab )?(?:khush|behtar|accha|acha)\b|\b(?:main|mai) (?:bas )?(?:bojh|burden) (?:hu|hoon|hun)\b|\bhaath (?:kaat|kaata|kaatti|kaatta|kata)\w*|\bnas kaat\w*|\bneend ki goliyan\b(?=.*\b(?:sab|saari|ikatthi|jama|kha)\b)|\bsab khatam kar (?:du|dun|doon|dunga|dungi|deta|deti)\b|\balvida\b(?=.*\b(?:sab|sabko|hamesha)\b)|\bgayab ho jana chahta\b`,
      // Vowel-dropped chat spellings (mrna, khtm krna), burden, "sleep and never wake", jumping.
      String.raw`\b(?:mujhe|muje|mujhko|mereko|main|mai|me) (?:\w+ ){0,3}(?:mrna|mrne|marna|mar jana|mar jaana|khudkushi|suicide) (?:hai|h|he|hain|chahta|chahti|chahiye|krna|karna)\b|\b(?:marna|mrna) (?:hai|h|he) (?:mujhe|muje|mereko)\b|\b(?:sab )?(?:khatam|khtm|khatm) (?:karna|krna) (?:hai|h|he)\b|\b(?:sab|sb) (?:khatam|khtm|khatm) (?:kar|kr) (?:du|dun|doon|dunga|dungi|lunga|lungi)\b|\bbojh (?:ban )?(?:gaya|gayi|gya|gyi) (?:hu|hoon|hun|h)\b|\bmere bina (?:\S+ ){0,3}(?:khush|behtar|accha|acha|bachega|bachegi|sukhi|aaram|better)\w*|\bso (?:jaa?u?n?|jau|jaaun|jaoon|jaungi|jaunga) (?:aur|or|n) (?:kabhi )?(?:uthu|uthun|uthoon|uthungi|uthunga|jaagu|jagu)(?: hi)? (?:na|nahi|nhi)\b|\b(?:aankh|ankh) (?:hi )?(?:na|nahi) khule\b|\b(?:terrace|chhat|chat|chhath|building|bridge|pul|balcony|floor|roof|chhat) (?:se|pe|par) (?:\S+ )?(?:kood|kud|jump)\w*|\b(?:train|local|truck|metro) ke (?:saamne|samne|aage) (?:kood|aa ja|lete|let ja|jump)\w*|\b(?:khud ko|apne aap ko|khudko) (?:\S+ ){0,2}(?:khatam|maar|mar|hurt|kaat|jala|zeher|latka|faansi)\w*|\b(?:faansi|fansi|fanda) (?:laga|lagaa?u?n?|lagaunga|lagaungi|le lu|le lunga|le lungi)\w*|\bzeher (?:kha|pee|pi) (?:lu|lun|lunga|lungi|leta|leti)\b|\bjeena (?:nahi|nhi|nahin) (?:hai|h)\b|\b(?:suicide|khudkushi|aatmahatya|atmhatya) (?:kar|kr) (?:lunga|lungi|lu|lun|lena|leta|leti|raha|rahi|dunga|dungi)\b|\b(?:mar|mr) (?:jau|jaun|jaaun|jaoon|jana|jaana) (?:hai|h|chahta|chahti|chahiye)\b`,
      // Sleep and never wake, God take me, tired of living, burden, no reason to live, going to the dead,
      // suicide note, at the edge, all the pills, hiding cuts, purging and starving.
      String.raw`\bso (?:jaa?u?n?|jau|jaaun|jaoon|jaungi|jaunga|jaye|jaaye) (?:aur|or|n) (?:phir )?(?:kabhi )?(?:na|nahi|nhi) (?:uthu|uthun|uthoon|uthungi|uthunga|jaagu|jagu|utha)\w*|\b(?:bhagwan|bhagvan|bhagwaan|rab|allah|ishwar|god|upar ?wale|upar ?wala)\w*,? (?:\S+ ){0,2}(?:mujhe|muje|mereko) (?:utha le|utha lo|bula le|bula lo|apne paas bula)\w*|\b(?:mujhe|muje) (?:utha le|utha lo|bula le) (?:bhagwan|rab|god|allah)\b|\b(?:jeene|jine|zindagi) (?:se )?(?:thak|tang|oob|ub) (?:gaya|gayi|gya|gyi|chuka|chuki) (?:hu|hoon|hun|h)\b|\b(?:main|mai) (?:\S+ ){0,2}(?:sab|sabhi|sabke|sab pe|sab par|sabke liye|ghar walo|ghar walon) (?:\S+ )?(?:bojh|burden|boj) (?:hu|hoon|hun|h|ban gaya|ban gayi)\b|\bjeene (?:ki|ka) (?:koi )?(?:wajah|vajah|wjh|reason|maksad|matlab) (?:nahi|nhi|nahin) (?:bachi|bacha|hai|h|rahi|raha)\b|\b(?:mujhe|muje|main|mai) (?:\S+ )?(?:maa|mummy|papa|dadi|nani|beta|bhai|pati|wife|unke|uske) (?:ke )?(?:paas|pas) (?:jana|jaana|jaungi|jaunga|chale jana) (?:hai|h|chahta|chahti)\b(?=.{0,60}\b(?:chali gayi|chale gaye|nahi rahi|nahi rahe|guzar|upar|swarg|jannat|mar gay\w*)\b)|\bsuicide (?:note|letter) (?:likh|likha)\w*|\b(?:aakhri|akhri|antim) (?:chitthi|khat|letter) (?:likh|likha)\w*`,
      String.raw`\b(?:chhat|terrace|bridge|pul|building|balcony|patri)\w* (?:ke )?(?:kinare|railing ke bahar|edge) (?:pe |par )?(?:khada|khadi|baitha|baithi|hu|hoon)\b|\b(?:saari|sari|sab|puri|poori|saari ki saari|ek saath) (?:\S+ )?(?:goliyan|goliyaan|goli|tablets|pills|dawai|dawaiyan)\w* (?:kha|khaa|le|nigal|pee) (?:li|liya|li hai|li hain|gaya|gayi|chuka|chuki)\b|\b(?:cuts|cut|zakhm|nishaan|nishan|scars|nishaano)\w* (?:\S+ ){0,4}(?:chupa|chhupa|dhak)\w*|\b(?:jaan ?boojh|jaan ?bujh|jaan ke|intentionally) (?:\S+ ){0,2}(?:ulti|vomit)\w*|\bkhane ke baad (?:\S+ ){0,3}(?:ulti|vomit) (?:kar|karta|karti|kr)\w*|\b(?:main|mai) (?:\S+ )?khane (?:ke )?(?:layak|laayak|lyk) (?:nahi|nhi)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:pati|husband|papa|pita|sasur|bhai|chacha|mama|boyfriend|wo|woh|vo|saas)(?: \w+){0,3}? (?:mujhe|mereko|muje) (?:\w+ )?(?:maarta|marta|maarte|peet(?:ta|te)|pitai karta|gala daba\w*|dhamki de\w*|rape kiya|jala)\w*\b|\b(?:pati|husband|papa|pita|sasur|bhai|bhaiya|chacha|mama|boyfriend|saas|devar|jeth|sasural wale|ghar wale|ghar walo) ne (?:\S+ ){0,3}(?:mara|maara|peeta|pita|gala dabaya|jalaya|dhamki di|band kar diya|kamre mein band|rape kiya|haath uthaya)\b|\bgala (?:dab|ghont)(?:aya|ate|ata|ati|a diya|ane ki|a raha|a rahi|a rahe)\b|\b(?:bathroom|kamre|room|toilet|washroom)\w* (?:mein|me|mai|main) (?:band|chhupi|chhupa|chupi|chupa) (?:hu|hoon|hun|h|baithi|baitha)\b(?=.{0,80}\b(?:darwaza|tod\w*|maar\w*|chilla\w*|chaku|nashe|dhamki)\b)|\b(?:pati|husband|papa|pita|sasur|bhai|bhaiya|chacha|boyfriend|saas|devar)(?: \w+){0,2}? (?:maarta|marta|maarte|marte|peetta|peet(?:ta|te)|pitai karta|jalata|dhamkata)(?: hai| h| hain)? (?:mujhe|mereko|muje)\b|\b(?:kamre|room|ghar|kothri) (?:mein|me|mai|main) band kar (?:diya|dete|deta|deti|rakha)\b|\b(?:jaan se |dono ko |mujhe |hum dono ko )maar (?:denge|dalenge|dega|dalega|degi)\b|\b(?:chacha|mama|uncle|jiju|bhaiya|cousin|teacher|sir|padosi)(?: \S+){0,3}? (?:chhoote|chhute|touch karte|galat jagah|kamre mein aate)\w*|\bjaan se maar (?:dega|dalega|dene ki dhamki)\b|(?:^|\b(?:to|toh|tau|warna|nahi to|nahi toh|phir) )maar (?:dalega|dalenge|dalegi|dega|denge)\b|\bghar jaane se dar\b`,
    ],
    toOthers: [
      String.raw`\b(?:usko|use|unko|usse|sabko|usey) (?:maar|khatam kar|jaan se maar) (?:dunga|dungi|dalunga|dalungi|dena chahta|dena chahti)\b`,
      String.raw`\b\w+ ko (?:nahi )?(?:chhodunga|chodunga|chhodungi|chodungi)(?: nahi)?\b(?=.{0,160}\b(?:knife|chaku|chaaku|chhura|pistol|katta|bandook|tezaab|acid)\b)|\b(?:knife|chaku|chaaku|chhura|pistol|katta|bandook|tezaab|acid) (?:le li|le liya|kharid li|kharida|rakh li|rakha)\b(?=.{0,120}\b(?:dikhata|dikhaunga|maar|khatam|sabak|chhodunga|chodunga)\w*)|\b(?:usko|use|usey|unko|uss|us) (?:\S+ )?(?:chaku|chaaku|knife) (?:maar|ghonp)\w*|\b(?<!khud )ko (?:khatam|khtm|jaan se khatam) kar (?:dunga|dungi|dalunga|dalungi)\b`,
    ],
    concern: [
      String.raw`\bkhudkushi\b|\bsuicide\b|\b(?:guzar gaye|guzar gayi|nahi rahe|antim sanskar)\b`,
    ],
    negation: String.raw`\b(?:nahi|nhi|nahin|kabhi nahi|mat)\b`,
    thirdPerson: String.raw`\b(?:wo|woh|vo|unhe|usko|dost|beta|beti|bhai|behen)\b`,
    firstPerson: String.raw`\b(?:main|mai|mujhe|mera|meri|mere|mereko)\b`,
    framing: String.raw`\b(?:sapna|sapne|khwab|bardo|phowa|galti se|vrat|roza|hass hass ke|hasi se)\b`,
    topic: String.raw`\b(?:essay|nibandh|research|article|news|film|movie|kitaab|gaana)\b`,
    resolved: String.raw`\b(?:saal pehle|mahine pehle|bachpan mein|pehle (?:main )?(?:\w+ )?(?:karta|karti|sochta|sochti) (?:tha|thi)|ab (?:kaafi )?theek (?:hu|hoon|hun))\b`,
    cues: {
      means: String.raw`\b(?:goliyan|goliyaan|\d+ goli\w*|saari goli\w*|zeher|zahar|sulphas|chuhe mar dawa|rassi|fanda|patri|(?:train|local|truck|metro|gaadi) ke (?:saamne|samne|neeche)|\d+(?:th|st|nd|rd)? floor|blade|pistol|katta|(?:sleeping )?pills|rope|knife)\b`,
      prep: String.raw`\b(?:decide kar liya|decide kiya|tay kar liya|soch liya|socha hai|padha hai|search kiya|kitni chahiye|kitni goli\w*|jama kar\w*|jama ki|ikatthi|chhupa\w*|chupa\w*|le aaya|le aayi|kharid li|kharida|ready hu|taiyari|sorry (?:guys )?for everything|sorry (?:mummy|mumma|papa|maa|sabko|everyone)|poori strip|puri strip|(?:le|kha) li hai|le liya hai|maaf kar (?:dena|do|dijiye))\b`,
      timing: String.raw`\b(?:aaj raat|aj raat|kal subah|kal raat|parso|parson|is hafte|\w+ ke baad ka socha|sab so jaaye\w*|sab so jaye\w*|sunsaan rehta|us time)\b`,
      recent: String.raw`\b(?:aaj|aj|phir|phir se|kal raat|roz|har din|abhi)\b`,
      finality: String.raw`\b(?:(?:bye|alvida|goodbye) (?:sabko|sab ko|everyone|guys)|(?:date|din|tareekh|tarikh) (?:fix|final|tay) kar (?:li|di|liya|diya)|moksh\w*|shareer (?:me|mein|mai) nahi rehna|(?:dadi|dada|nani|nana|maa|mummy|papa|bhagwan)(?: \S+)? bula (?:rahi|raha|rahe)|alvida|last baar|aakhri baar|akhri baar|(?:mera|meri|mere) \w+ \w+ ko de dena|(?:mummy|maa|mom|papa|ghar walo|sabka) (?:ka |ki )?(?:dhyan|khayal|khyal) rakhna|bhagwan ke paas jaana|moksha chahiye|sharir (?:chhod|ka koi kaam nahi)\w*|sab band kar (?:du|dun|dunga|dungi)|(?:sab|sb) (?:khatam|khtm) (?:krna|karna))\b`,
      despair: String.raw`\b(?:i deserve it|deserve (?:karta|karti)|isi layak|thak gaya|thak gayi|koi (?:ni|nahi|nhi) (?:smjhta|samajhta)|kisi ko (?:farak|fark) nahi|koi fayda nahi|bojh|nahi ho raha)\b`,
      harm: String.raw`\b(?:ulti kar\w*|kuch nahi khaya|compass se|blade se|kheecha|khicha|kaat (?:liya|diya)|kaata|cut kiya|cut kar\w*|thappad maar\w*|khud ko (?:\S+ ){0,4}(?:maarta|maarti|marta|marti|peet\w*)|(?<!(?:diya|diye|deepak|dipak|agarbatti|mombatti|candle|chulha|gas|aag) )jalaya|dard achha lagta)\b`,
      body: String.raw`\b(?:haath|hath|kalai|baazu|bazu|jaangh|kaan|naak|deewar)\b`,
    },
  },
  {
    languages: ['ar'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:amoot|amout|amot|moot|mout|amwt)\b(?=.*\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|bade|badi|bidi|nefsi|nifsi|abi|abgha|abga|baddi|habet|ahsan|atsan|khalas|bas|ya rab|yarab|nebghi|nbghi|bghit)\b)|\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|bade|badi|bidi|nefsi|nifsi|abi|abgha|abga|baddi|nebghi|nbghi|bghit)\b(?=.*\b(?:amoot|amout|amot|moot|mout|amwt|ente?h?ar|entetar|intitar|intihar)\b)`,
      String.raw`\b(?:a2tel|a2tol|aqtol|ha2tel|hatel|haqtol|eatel|aqtel) nafsi\b|\b(?:mesh|msh|mish) (?:eayez|eayza|ayez|ayza|ader|2ader|qader) (?:aeesh|a?eish|aeish|aish|aeesh|akammel)\b|\bmabadi (?:aeish|eish|aish|eesh)\b|\b(?:msh|mesh|mish) (?:eayz|eayez|eayza|ayez|ayz) (?:aeish|aeesh|aish|eish|aeeesh)\b|\b(?:hantter|hanteter|hantehar|hantetar|hanttr|hantr|hantitar)\b|\brab(?:b)?ena (?:yakhodni|yasodni|yaksodni|yakhodny|yasodny|yaksodny)\b|\b(?:anam|nam) w ma ?(?:astash|asta|asha|afoo?2)\b|\b(?:ahsan|atsan) (?:mn|men) (?:eishti|eeshti|el ?hayah)\b`,
      // Written after the leetspeak step: 7 → t, 5 → s, 3 → e (7ayati → tayati, 5alas → salas, 3ayez → eayez).
      String.raw`\b(?:ha|ba|b|rah|ra7|hat|bad|hay)?(?:2tel|2tol|aqtol|qtol|eatel|atel|2etl) (?:nafsi|nefsi|ro7i|rohi|roti)\b|\b(?:ha|rah|hat|bad|b)?(?:antehar|antetar|entehar|entetar|ntehar|ntetar|ntihar)\b|\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|nefsi|nifsi|abi|abgha|abga|baddi|habet|habbet) (?:\S+ )?(?:amoot|amout|amot|amut|amuut|mout|moot|asheel nafsi|a2tel|aqtol|antehar|antetar|axtefi|astefi|akhtefi|akhtafi|anam w ma ?asha|nam w ma ?fi2|nam w ma ?sta)\w*|\b(?:tayati|hayati|7ayati|eishti|eeshti) (?:maltash|malhash|ma elha|ma ilha|mafihash|ma fiha) (?:maena|maana|ma3na|lazma|lazmeh|tamm)\b|\b(?:taebt|tabt|taabt|zhe2t|zehe2t|zehe2t) (?:\S+ )?(?:mn|men|min) (?:el ?taya|el ?hayah|el ?hayat|eishti|eeshti|el ?donia|eldonya|el ?dunya|kolshi|kol shi)\b`,
      // God take me, wish I were dead or would not wake, don't want to live (Maghrebi), burden, no reason to live,
      // joining the dead, farewell letter, on the roof now, all the pills, cut my hand, hidden wounds, purging.
      String.raw`\b(?:ya ?rab+|ya ?allah|rabena|rabbena|allah)\w* (?:\S+ )?(?:khodni|khudni|ekhodni|esodni|sodni|takhodni|ykhodni|yakhodni|khodny|tsodni|yesodni|yaesodni|tekhodni)\b|\b(?:ya ?reetni|yaretni|ya ?raitni|ya ?retni|reetni|ya ?rit) (?:\S+ )?(?:mett|mot|matet|mayet|mayta|ma ?etwaladt|ma ?itwaladt|ma ?khle?2t|ma ?twaladt)\b|\b(?:nitmanna|atmanna|etmanna|nitmana|tmanit|tmaneet|ya ?reet|yareet|ya ?rait) (?:\S+ ){0,2}(?:ma|mana|maa) ?(?:nsehash|nstehash|n?sha|asha|astash|afoo?2|afo2|nfee2|nfi2|nsahash|nfiksh|nfeeksh|nashash)\w*|\bma ?b(?:gh|g)(?:i|ee|ii)t?(?:sh|ch)? (?:\S+ )?(?:n ?eish|neish|naeish|nt?eich|neich|neesh|neiish)\b|\bana (?:\S+ )?(?:eeb2|ebe2|eb2|eib2|tel|ta2il) (?:eala|ealehom|ealekom|ealeihom|ealeyhom|ealeyhum|ealikom|eal kol|ealaa)\w*|\b(?:a?hsan|atsan)(?:lhom|lohom|lkom|lahum|lahom)? (?:\S+ )?(?:mn|men|min) (?:gheiri|ghairi|gheri|ghiri|ghayri|ghe?iry)\b|\b(?:ma ?fi|mafi|mafish|ma ?fish|mafeesh|mfish|ma ?endish|ma ?eandish) (?:\S+ )?(?:sabab|sbab|daei|lazma|maena|sabab wahed) (?:\S+ )?(?:l|la|le|lel|ashan|eshan|bash)? ?(?:aeish|eish|aish|eesh|nei?sh|akammel|akamel|el ?taya|el ?hayah|hayati|tayati)\b|\b(?:bedi|beddi|biddi|bade|baddi|eayez|eayza|ayez|ayza|habet|abi|abgha|nebghi|nbghi|bghit) (?:\S+ )?(?:aroh|arooh|arout|aroot|rouh|rooh|rout|alhaq|alta2|ashoof|ashuf|akoon mae|akoon mea|nemshi|nrouh|nrout) (?:\S+ )?(?:l|le|eand|ela|la|lel)? ?(?:mama|mamti|baba|abouya|abuya|ummi|ommi|omi|abi|akhoya|ekhti|ebni|binti|jozi|gozi|zawgi|merati|mrati|yemma|baba)\b(?=.{0,60}\b(?:allah yer?tam\w*|el ?marhoum\w*|marhoum\w*|matet|mat|et?wafa|twaffa|twafat|fel ?sama|fi el ?sama|fil ?janna|el ?janna)\b)|\b(?:katabt|ktabt|ktebt|kt?ebt) (?:\S+ )?(?:resalet|risalet|resala|risale|gawab|bra) (?:el ?)?(?:wadae|wada|wadaa|wdae|el ?wadae|wadaean)\b`,
      String.raw`\bana (?:\S+ )?(?:fo2|foo2|fou2|foq|ala|eala|fog) (?:\S+ )?(?:el ?satt|el ?sath|satt|sath|el ?kobri|el ?kubri|el ?jesr|el ?gesr|el ?balakona|el ?shebbak|tarf|el ?tarf|el ?setut)\w*(?=.{0,40}\b(?:delwa2ty|dilwa2ti|delwa2ti|dlwa2ty|hala2|halla2|hal2a|hla|daba|tawa|alhin|alheen|el ?hin|hal ?2ad)\b)|\b(?:khadt|akhadt|sharabt|blaet|baleet|bleet|kalt|akalt|blet) (?:\S+ )?(?:kol|kul|kell|eelbet|elbet|shreet) (?:el ?)?(?:tobob|tobub|hobob|hbob|tboub|hboub|tbob|dawa|adwiya|habbat|pills|dwa)\w*|\b(?:jaratt?|jratt?|garatt?|gratt?|jarat|garat|jaraht|garaht|ba?2ataet|2ataet|aataet|qataet|bat?2atae) (?:\S+ )?(?:2idi|2eedi|eedi|eedy|edi|eidi|ideya|iedi|derae|drae|me?esam|meesami|fakhdi|fasdi|rijli|regli|nafsi|nefsi|rohi|roti)\b(?!.{0,40}\b(?:bel ?ghalat|bel ?ghalta|ghasban|matbakh|batbokh|btotbokh|tabkh|w ana ba?2atae)\b)|\b(?:bakhabbi|bkhabbi|ba?khabi|khabbet|bghatti|baghatti|ghattet|bakhabi|bghati) (?:\S+ ){0,2}(?:el ?)?(?:jrout|jrooh|jrouh|gorot|goroh|gorooh|jaratat|jarh|jart|gart|2athar|asar|athar|nadbat|ndoob|cuts)\w*|\b(?:bastafragh|bastfragh|bar?aggae|baragae|baraje|baterajae|batraje|batrash)\w* (?:\S+ ){0,3}(?:baed|baad|bead) (?:el ?)?(?:akl|akel|kol wajba|wajba|el ?akl|ma akol)\b|\bma ?b?a?stahel(?:sh)? (?:\S+ )?(?:akol|akl|akel|aakol|nakol)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:gozi|jozi|zawgi|abouya|abuya|baba|akhoya|khali|howa|huwa)\b(?=.*\b(?:bedrabni|biyedrabni|darabni|dorbni|bidrobni|byedrabni|khana2ni|sana2ni|bihadedni|haye2telni|hay2telni|hayeatelni|hayaatelni|byedrobni)\b)|\b(?:bi|b|by|bey|biy|ha|hay|hy|rah|ra7)?(?:ye|y|e)?(?:2telni|eatelni|atelni|qtelni|qtolni|dbahni|dba7ni|dbatni|zbahni|sna2ni|khna2ni|sne2ni|khne2ni|khan2ni|ghtesebni|ghtasabni|rtesebni|tesebni|hadedni|hadadni|dorbni|drabni|darbni|edrabni|habesni|habasni)\b|\b(?:2afal|afal|qafal|sakkar|sakar|2afel|afel) (?:ealaya|3alaya|ealiya|ealayya) (?:el ?bab|el ?oda|el ?ooda|el ?ghorfa)\b|\b\w*(?:2telny|eatelny|atelny|qtelny|dbatny|sna2ny|khna2ny|drabny|dorbny|hadedny|habesny|habasny)\b`,
    ],
    toOthers: [
      String.raw`\b(?:ha|hat|rah|rat|bad|ba|b)?(?:2tlo|2tlha|2tlhom|a2tlo|a2tlha|a2telo|a2telha|aqtlo|aqtelo|aqtlha|2tolo|2toloh)\b|\b(?:hatot|hahot|bahot|hadas|hadoss) (?:\S+ )?(?:lo|laha|leh|leha|lhom|fel ?akl|fi akloh|fel ?shay) (?:\S+ )?(?:somm|sem|simm)\b`,
      String.raw`\b(?:ha2tel|haqtel|hatel|ha2tol|haqtol|hadbat|hadbah|haeatel) (?!nafsi|nafsy|nefsi|nefsy|roti|rohi|roty)\w+\b`,
    ],
    concern: [String.raw`\b(?:entehar|entetar|intihar)\b`],
    negation: String.raw`\b(?:mesh|msh|mish|la|mosh)\b`,
    thirdPerson: String.raw`\b(?:howa|hiya|huwa|hya|sahbi|sahbti|ebni|binti)\b`,
    firstPerson: String.raw`\b(?:ana|nefsi|nafsi|nifsi)\b`,
    framing: String.raw`\b(?:helm|telm|7elm|hlmt|tlmt|kabus|bardo|phowa|siyam|ramadan|sayma|sayem|fasting|lol|hahaha\w*|bel ?ghalat|bel ?ghalta|ghasban eanni|batbokh|btotbokh|fel ?matbakh)\b`,
    topic: String.raw`\b(?:ba7s|bahs|bats|maqal|film|mosalsal|nehayet el mosalsal)\b`,
    resolved: String.raw`\b(?:men sanateen|mn sanateen|mn kam sana|men kam sana|men zaman|zaman|ablan|abl keda|kont (?:eayez|eayz|eayza|bafakar)|el ?tamdo?le?l?lah|ana kwayes)\b`,
    cues: {
      means: String.raw`\b(?:tobob|tobub|hobob|hbob|tboub|hboub|tbob|habbat|tabbat|habaya|somm|simm|sem el far|habl|shafra|shafrat|moos|mous|kobri|kubri|jesr|gesr|sat?h el (?:emara|bina|beit)|balakona)\b`,
      prep: String.raw`\b(?:gammaet|gamaet|jamaet|gammeat|kharrant|khabeit|khabbeit|sabbet|2arart|arart|qarart|karart|mostaed|mostaeda|gahez|gahza|jahez|jahze|ma ?tadesh sad balo|ma ?hada by?eref|samtooni|samtoni|samhooni|samhoni|samtouni|samhouni|samtini|samhini|ealfo|eafwan (?:mn|men) (?:el ?kol|kolkom))\b`,
      timing: String.raw`\b(?:delwa2ty|dilwa2ti|delwa2ti|dlwa2ty|el ?lila|bokra|bukra|el ?leila|el ?leela|ellela|el ?layla|baed (?:aser|a5er|akher) \w+|yom el \w+|el ?gomea|el ?jomea|el ?sabt|el ?tad|el ?had)\b`,
      recent: String.raw`\b(?:mbaret|mberet|mbare7|embareh|embaret|imbareh|el ?nharda|el ?naharda|el ?yom|rjeet|rjeat|tani|tany|kaman marra|hal marra|kol ma)\b`,
      finality: String.raw`\b(?:(?:hadedt|tadadt|tadedt|2arart|arart|qarart|khtart|ekhtart|stt?aret) (?:el ?)?(?:yom|youm|tarikh|tares|maead|maweed)|(?:wazzaet|wazaet|waz?zaet|eddet|iddeet) (?:kol |kul )?(?:tagati|hagati|aghradi|ghrady|aghradi)|(?:mashi|mashy|rayeh|rayh|rayha) w (?:msh|mesh|mish) (?:ragee|raga|rajee|rage|ragea)|(?:salo|khalo|sallo|khallo|saly|khaly) (?:balko|balkom|balkon)|(?:roty|rohi|roti) (?:selset|khelset|khelsit)|(?:haed|haroh|harouh|harot|rayeh|rayh|rayta) (?:eand|le|l) \w+ allah (?:yertam|yer7am)\w*|salam ya donya|(?:rayh|raye7|rayeh|rayta|rayha) (?:makan|mkan) (?:atsan|ahsan|a7san|afdal)|(?:saly|khaly|khalli|salli|khalik) (?:balak|balek) (?:men|mn|ala|eala) \w+|wadaean|wada3an|akher resala|akher risale)\b`,
      despair: String.raw`\b(?:taebt|tabt|zhe2t|zehe2t|ma ?baa?tesh a?2ader|mesh 2ader|ma fiyi|ma 2dert|ma ?hadesh hayes|ma ?hada hayhes|ana eeb2|ana ebe2|ana tel|mafish fayda|ma fi fayde)\b`,
      harm: String.raw`\b(?:aeawar (?:nafsy|nafsi)|bet?ra2|btra2|batra2|bel ?mo?o?s|bel ?walaea|ba?d?rab (?:rasy|rasi)|bedrab (?:rasy|rasi)|jaratt?|jarat|garat|garaht|jara?ht|jra?ht|(?:jara?t|jarat|garat|da?rabt|taffet|tafeit) (?:tali|hali|nafsi|rohi)|bl ?shafra|bel ?shafra|bel ?moos|taffeit el ?sagayer|teffet sigara)\b`,
      body: String.raw`\b(?:eedy|eedi|2idi|2eedi|iedi|rasy|rasi|el ?teta|fased|fased|fa5ed|fakhed|edi|eidi|ideya|derae|deraei|drae|me?esam|meesami|batni|jesmi|gesmi|reglaya|regli)\b`,
    },
  },
  // Persian in Latin letters ("Finglish"), as people type it on phones without a Persian keyboard.
  {
    languages: ['fa'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:mikham|mikhaam|mikhastam|mikhad|dalam mikhad|tasmim gereftam|tasmim daram|gharare) (?:\w+ ){0,2}(?:bemiram|bemoram|khodkoshi (?:konam|kardan|kard)|khodamo bokosham|khodam ro bokosham|tamoomesh konam|tamumesh konam|dige nabasham|napadid sham)\b`,
      String.raw`\bnemi?khaa?m (?:dige )?zende (?:basham|bemoonam|bemunam)\b|\bkhodkoshi\b(?=.*\b(?:mikonam|konam|kardam|fekr|mikham)\b)|\bkhaste(?:h)? (?:shodam )?az (?:zendegi|zende boodan)\b|\bkash (?:bemiram|morde boodam|be donya nayomade boodam)\b|\bkhodamo (?:mikosham|bokosham|zakhmi kardam|boridam)\b|\bbedoone man (?:hame )?(?:rahat|behtar|khoshhal)\w*`,
      // Sleep and never wake, God take me, tired of life, burden, no reason to live, joining the dead, farewell
      // letter, at the edge now, all the pills, cutting, hidden wounds, purging and starving.
      String.raw`\b(?:bekhabam|bekhaabam|bekhabam va|bekhabam o|khabam bebare) (?:\S+ ){0,2}(?:dige |hich vaght |hichvaght )?bidar na?sham\b|\bdige (?:hich vaght )?bidar nasham\b|\b(?:khoda|khodaya|khodaa|khodaaya)\w*,? (?:\S+ ){0,2}(?:mano|man ro|manam) (?:bebar|bebarr|bebare|bekesh|pishe khodet bebar)\b|\b(?:khoda|khodaya|khodaa) (?:\S+ )?(?:joonamo|jonamo|jaanamo|janamo|joonam ro|janam ro) (?:begir|bgir|bestoon|bestun)\b|\baz (?:zendegi|zende boodan|zendegim|in zendegi) (?:\S+ )?(?:khaste|khasteh|seir|ser|khaste?h) (?:shodam|am)\b|\b(?:man )?(?:faghat |fght |ye )?(?:bare ezafe|sarbar|bar ezafi|sar bar|barbar)(?:am|e hame(?:am)?|e hamam| hastam| baraye hame)\b|\b(?:hich )?(?:dalili|delili|angizei|angize|dalil) (?:\S+ )?baraye zende (?:boodan|mondan|moondan|mundan) (?:nadaram|nist|namunde|namoonde)\b|\b(?:mikham|mikhaam|dalam mikhad|delam mikhad) (?:\S+ )?(?:pishe|pish|be) (?:maman|madaram|baba|pedaram|baradaram|khaharam|pesaram|dokhtaram|hamsaram|shoharam|zanam)\w* (?:beram|beresam|biam|beram pishesh)\b(?=.{0,60}\b(?:fot|mord|morde|dargozasht|dar gozasht|khoda biamorz|bahesht|oon donya|un donya)\w*)|\bnam(?:e|eh) (?:ye )?khodahafezi\b|\bkhodahafez (?:hame |hamegi )?(?:baraye hamishe|ta abad)\b`,
      String.raw`\b(?:alan|hala|hamin alan) (?:\S+ )?(?:(?:rooye|roye|sare) )?(?:labe|lab|labeye) (?:\S+ )?(?:posht ?bo+m|pol|bom|rail|reil|rahe ahan)\w*|\blabe (?:posht ?bo+m|pol|bom|pertgah)\w* (?:vaysadam|istadam|hastam|neshastam)\b|\b(?:hameye|hame|tamame|kole|ye moshtamoshte|ye moshte) (?:\S+ )?(?:ghorsa|ghors|ghorsha|ghorsaro|daroo|darooha|darooham|gors)\w* (?:ro |o )?(?:khordam|balidam|khordam)\b|\b(?:dastamo|dastam ro|mochamo|mochemo|ragamo|pamo|paamo|roonamo) (?:\S+ )?(?:boridam|zakhmi kardam|sozoondam|suzundam|mibooram|miboram)\b|\b(?:zakhmamo|zakhmam ro|jaye zakhmamo|jaye boreshamo|boreshamo|zakhmamo zire) (?:\S+ )?(?:ghayem|ghaym|poshoondam|mipooshoonam|mipushunam|ghayem mikonam)\w*|\bbad az (?:har )?(?:ghaza|vade|gaza) (?:\S+ ){0,2}(?:bala miyaram|bala miaram|balaa miyaram|estefragh mikonam)\b|\b(?:amdan|amadan|amdi) (?:\S+ )?(?:bala miyaram|bala miaram|ghaza nemikhoram|chizi nemikhoram)\b|\blayeghe (?:ghaza|gaza) khordan nistam\b|\bkhod ?ko+shi (?:mikonam|konam|kardam|mikonam emshab)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:mikoshatam|mikoshanam|mizanatam|kotakam mizane|kotakam zad|tahdid kard(?:e)? (?:ke )?(?:mikoshatam|mizanatam))\b|\b(?:dare )?khafa?m (?:mikone|kard|karde)\b|\b(?:too|tu|dar) (?:hamoom|hammam|dastshooyi|dastshuyi|otagh)\w* (?:ghayem|ghaym|ghofl|zendani) (?:shodam|kardam)\b(?=.{0,80}\b(?:dar ro|dar o|mizane|mishkane|dad mizane|chaghoo|chaqu|mast)\w*)|\b(?:pasportamo|gozarnamamo|passportamo|shenasnamamo) (?:\S+ )?(?:gereft|bardasht|ghayem kard)\b`,
    ],
    toOthers: [
      String.raw`\b(?:mikoshamesh|bokoshamesh|mikosham(?:eshoon|eshun))\b|\b(?:chaghoo|chaqu|chaghu) (?:\S+ )?(?:mizanamesh|bezanamesh|mizanam behesh)\b|\bzahr (?:\S+ )?(?:mirizam|berizam) (?:too|tu|dar)\b`,
    ],
    concern: [String.raw`\bkhod ?ko+shi\b`],
    negation: String.raw`\b(?:na|hargez|aslan)\b`,
    thirdPerson: String.raw`\b(?:oon|un|doostam|baradaram|khaharam|pesaram|dokhtaram)\b`,
    firstPerson: String.raw`\b(?:man|mano|khodam|khodamo)\b`,
    framing: String.raw`\b(?:khab didam|kaboos|bardo|phowa|ramezan|shookhi|shukhi)\b`,
    topic: String.raw`\b(?:maghale|tahghigh|film|ketab|serial)\b`,
    resolved: String.raw`\b(?:chand sal pish|sal pish|saal pish|ghablan|alan khoobam|alan khubam)\b`,
  },
  // Greek in Latin letters ("Greeklish").
  {
    languages: ['el'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:thelw|thelo|thelw na|skeftomai|skeftome|apofasisa|tha) (?:\w+ ){0,2}?(?:na )?(?:pethanw|pethano|pe8anw|autoktonisw|aftoktonisw|autoktonhsw|aftoktoniso|skotwthw|skototho|eksafanistw|eksafanisto)\b`,
      String.raw`\bden thelw na (?:zw|zo|zhsw|ziso|zisw|ksypnhsw|ksipniso|ksypnisw)\b|\bautoktoni\w*\b(?=.*\b(?:thelw|thelo|skeftomai|tha|kanw)\b)|\bkourastika na zw\b|\bxwris emena (?:tha )?(?:einai )?(?:oloi )?(?:kalytera|kalitera)\b`,
      // Sleep and never wake, God take me, burden, no reason to live, going to the dead, farewell letter, at the
      // edge now, all the pills, cutting, hidden cuts, purging and starving.
      String.raw`\b(?:na )?(?:koimithw|koimitho|kimithw|kimitho|koimhthw|koimh8w) (?:\S+ ){0,3}(?:na )?(?:mhn|min|mi) (?:ksypnisw|ksipniso|ksypnhsw|ksipnisw|ksipnhsw)\b|\b(?:thee|theos|theouli|panagia|kyrie|kurie) (?:mou )?,? ?(?:\S+ )?(?:pare me|parte me|parta me)\b|\beimai (?:\S+ )?(?:varos|baros) (?:gia|se) (?:olous|olo ton kosmo|tin oikogeneia|thn oikogeneia|sas)\b|\b(?:den exw|kanenas|kanenan) (?:\S+ )?(?:logo|logos|nohma|noima) na (?:zw|zo|synexisw|sinexiso)\b|\bthelw na (?:paw|pao|figw|fygw|fugw|vrw|brw) (?:\S+ )?(?:sth|sti|ston|stin|stous|thn|tin|ton) (?:mama|mana|manoula|mpampa|baba|patera|adelfo|adelfi|andra|antra|gynaika|gyneka|giagia|pappou)\w*\b(?=.{0,60}\b(?:pethane|pe8ane|efyge|efige|sta ourania|ston ourano|sto theo|nekr\w*)\b)|\b(?:egrapsa|egrapsa to|eftiaksa) (?:\S+ )?(?:apoxairetistirio|apoxairetistiko|apoxairetismo|gramma apoxairetismou)\w*|\b(?:eimai|stekomai|kathomai) (?:\S+ )?(?:twra|tora) (?:\S+ )?(?:sthn|stin|sth|sti|sto|stis) (?:taratsa|gefyra|gefira|akri|grammes|kagkelo)\w*|\b(?:sthn|stin) akri (?:ths|tis) (?:taratsas|gefyras|gefiras|polykatoikias)\b|\b(?:phra|pira|hpia|ipia|katapia|katapina) (?:\S+ )?(?:ola ta|olo to|ena kouti|mia xoufta) (?:\S+ )?(?:xapia|hapia|xapi|kouti|farmaka|xapakia)\w*|\b(?:kovw|kobw|ekopsa|kopsa|xarakwnw|xarakono|kaiw|ekapsa) (?:\S+ )?(?:ton eauto mou|ton eafto mou|ta xeria mou|to xeri mou|tous karpous mou|ton karpo mou|ta podia mou)\b|\bxarak(?:wnomai|onomai|wthika|othika)\b|\b(?:kryvw|krivo|krybw|kaluptw|kalipto) (?:\S+ ){0,2}(?:ta )?(?:kopsimata|simadia|shmadia|plhges|plyges|pliges|oules)\w*|\b(?:kanw emeto|kano emeto|ksernaw|kserno|ksernw|vgazw to fagito) (?:\S+ ){0,3}(?:meta apo kathe|meta to fagito|epitides|skopima|meta apo kathe geuma)\b|\bden (?:axizw|aksizw|axizo) na faw\b`,
    ],
    fromOthers: [
      String.raw`\b(?:me xtypaei|me htypaei|me xtypa|me xtipaei|tha me skotwsei|tha me skotosei|me apeilei oti tha me|me pnigei|me epnige|me sfiggei to laimo|me sfigei to laimo)\b|\bkleid(?:wthika|othika) (?:\S+ )?(?:sto|stin|sthn) (?:mpanio|banio|dwmatio|domatio)\b(?=.{0,80}\b(?:spaei|xtypaei|fwnazei|fonazei|maxairi|methysmenos)\b)`,
    ],
    toOthers: [
      String.raw`\btha (?:ton|thn|tin|tous|tis) (?:skotwsw|skotoso|maxairwsw|maxeroso|pyrovolisw|pirovoliso|dhlhthriasw|dilitiriaso|pnixw|pnikso|sfaksw|sfakso)\b`,
    ],
    concern: [String.raw`\b(?:autoktoni|aftoktoni|aytoktoni)\w*\b`],
    negation: String.raw`\b(?:den|dn|oxi|pote)\b`,
    thirdPerson: String.raw`\b(?:aftos|autos|auth|afti|o filos mou|h filh mou|o adelfos mou)\b`,
    firstPerson: String.raw`\b(?:egw|ego|emena)\b`,
    framing: String.raw`\b(?:oneiro|oneireuomoun|onireuomoun|bardo|phowa|nisteia|plaka|xaxa\w*)\b`,
    topic: String.raw`\b(?:ergasia|ereuna|arthro|tainia|vivlio)\b`,
    resolved: String.raw`\b(?:prin apo \w+ xronia|palia|twra eimai kala|tora eimai kala)\b`,
  },
];

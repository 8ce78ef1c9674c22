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
      String.raw`\b(?:olmek|gebermek|intihar etmek|kendimi oldurmek|kendimi asmak|yok olmak|kaybolmak|can[ıi]ma k[ıi]ymak|kendime zarar vermek|atlamak|uyanmamak|yasamamak) (?:\w+ )?(?:ist(?:iyorum|iyom|erim|edim)|niyetindeyim|uzereyim|d[ıi]s[uü]n[uü]yorum)\b`,
      String.raw`\bkendimi (?:oldurecegim|oldurcem|olduruyorum|oldurmeyi|asacag[ıi]m|kestim|kesiyorum|yakt[ıi]m|yak[ıi]yorum|jiletledim|ataca[gğ][ıi]m|b[ıi]rakaca[gğ][ıi]m)\b|\bintihar (?:edecegim|edicem|etmeyi|etmek|ediyorum)\b|\bcan[ıi]ma k[ıi]y\w*`,
      String.raw`\b(?:art[ıi]k )?yasamak (?:istemiyorum|istemiyom)\b|\buyanmak istemiyorum\b|\bkeske (?:olsem|hic dogmasayd[ıi]m|uyanmasam|olseydim|yok olsam)\b|\bolsem (?:de )?kurtulsam\b|\bbensiz (?:daha )?(?:iyi|mutlu|rahat)\b|\byuk(?:um|ten ibaretim|ten baska bir sey degilim)\b|\bdayanam[ıi]yorum art[ıi]k\b|\bveda (?:ediyorum|mektubu)\b|\belveda\b|\b(?:haplar[ıi]|ilaclar[ıi])\b(?=.*\b(?:biriktirdim|hepsini|toplad[ıi]m)\b)|\bkopruden atla\w*|\bkendime zarar\b`,
      // Every tense and the colloquial future ("-cem", "-cam") of killing, hanging, poisoning oneself.
      String.raw`\bkendimi (?:oldur|as[ıia]|asm|zehirle|bogaca|bogar|bogmak)\w*|\bkendimi (?:kestim|kesiyorum|kesecegim|kescem|yakt[ıi]m|yak[ıi]yorum|yakacag[ıi]m|ac[ıi]kt[ıi]r\w*)\b|\bkendimi (?:kopruden|balkondan|camdan|pencereden|cat[ıi]dan|asag[ıi]|denize|trenin onune|raylara|metronun onune)(?: \S+)? (?:at\w*|b[ıi]rak\w*)|\bintih?a?r (?:ed(?:ecegim|icem|cem|ecem|erim|iyorum|eyim|esim|eyim)|etmek ist\w*|etmeyi dus\w*|etsem)\b|\b(?:olmek|gebermek|yok olmak|olmeyi) (?:ist(?:iyorum|iyom)|dusunuyorum)\b`,
      String.raw`\byasaman[ıi]n (?:hic ?bir |bir )?(?:anlam[ıi]|degeri|tad[ıi]) (?:kalmad[ıi]|yok)\b|\byasamak (?:istemiyorum|istemiyom|istemiyorum art[ıi]k)\b|\b(?:ben )?olmasam (?:\w+ )?(?:daha )?(?:iyi|rahat|mutlu|huzurlu)\w*|\b(?:atlasam|olsem|olursem|gitsem|kendimi assam|kendimi atsam) (?:\S+ ){0,2}(?:her ?sey|hersey|butun dertler) (?:biter|bitecek|kurtulur|son bulur)\b|\bbu dunyada (?:isim|i?simiz) bitti\b|\bher seyi (?:bitirece[gğ]im|bitircem|bitirmek istiyorum)\b|\bhayat[ıi]ma son ver\w*|\b(?:yasamaktan|hayattan|yasamaya|nefes almaktan) (?:b[ıi]kt[ıi]m|yoruldum|usandim|tukendim)\b|\b(?:bu )?(?:bedeni|bedenimi|dunyay[ıi]|hayat[ıi]) (?:b[ıi]rak|terk ed)\w*(?: \S+){0,3} (?:geri |bir daha )?donmeyece\w*|\bbu dunyadan (?:gidecegim|gitmek istiyorum|ayr[ıi]laca\w*|goc\w*)\b|\b(?:sabah|yar[ıi]n) uyanmasam\b|\bbir daha uyanmamak\b`,
    ],
    fromOthers: [
      String.raw`\b(?:kocam|sevgilim|babam|uvey babam|abim|agabeyim|amcam|annem|eski sevgilim|eski kocam|kay[ıi]nvalidem|kay[ıi]npederim|nisanl[ıi]m|o)(?: \w+){0,3}? (?:beni )?(?:dov|vuruyor|vurdu|bog|tecavuz|tehdit|kilitl|hapsed|taciz|tokatl|yumrukl|tekmel|darp|elledi|ellliyor|elliyor|dokunuyor|oldurecek|oldurmekle)\w*|\b(?:kemerle|sopayla|kablo ile|tekmeyle|yumrukla) (?:\S+ )?(?:dov|vur|dovd)\w*|\bbeni evden c[ıi]karm[ıi]yor\w*|\btakip program\w*|\bnereye gitsem (?:peşimden |pesimden )?geliyor\b|\bbogaz[ıi]m[ıi] (?:s[ıi]k|tut)\w*|\b(?:terk edersen|bosan[ıi]rsan|gidersen|ayr[ıi]l[ıi]rsan|kacarsan|soylersen|anlat[ıi]rsan|sikayet edersen)\b(?: \S+){0,4} (?:oldururum|oldurecegim|oldurcem|kezzap|asit|yakar[ıi]m|keserim|gebertirim)\w*|\bseni (?:oldururum|oldurecegim|gebertirim)\b(?=.{0,30}\b(?:diyor|dedi|diye|tehdit)\b)|\bbeni oldurmekle tehdit\b|\beve gitmekten korkuyorum\b|\baile ici siddet\b`,
    ],
    toOthers: [
      String.raw`\b(?:onu|hepsini|onlar[ıi]|patronumu|kocam[ıi]|babam[ıi]|birini) (?:oldurecegim|oldurcem|oldurmek istiyorum|b[ıi]caklayaca[gğ][ıi]m|vuraca[gğ][ıi]m)\b`,
      String.raw`\b(?!seni\b|sizi\b|kendimi\b)\w+[ıiu]m?[ıiu]? (?:oldurecegim|oldurcem|gebertecegim|b[ıi]caklayaca[gğ][ıi]m|bogaca[gğ][ıi]m)\b|\b(?!kendimi\b)\w+ (?:oldurmek|bogmak|b[ıi]caklamak|gebertmek) (?:ist(?:iyorum|iyom)|uzereyim)\b|\b(?:b[ıi]ca[gğ][ıi]|silah[ıi]|tabancay[ıi]) (?:ald[ıi]m|haz[ıi]rlad[ıi]m|saklad[ıi]m)\b(?=.{0,80}\b(?:bekleyecegim|gidecegim|hesab[ıi]n[ıi] soraca[gğ][ıi]m)\b)`,
    ],
    concern: [String.raw`\bintihar\w*|\b(?:oldu|vefat|cenaze|yas tut\w*|kaybettim)\b`],
    negation: String.raw`\b(?:asla|hic|degil|yok)\b`,
    thirdPerson: String.raw`\b(?:o|onlar|arkadas[ıi]m|oglum|k[ıi]z[ıi]m|kardesim|annem|babam)\b`,
    // Turkish drops the pronoun: a first-person future names the writer ("öldüreceğim", "bıçaklayacağım").
    firstPerson: String.raw`\b(?:ben|beni|bana|kendimi|kendime|bensiz|\w+(?:acag[ıi]m|ecegim|ecem|acam|[ıiu]cem|[ıiu]cam))\b`,
    framing: String.raw`\b(?:ruyamda|ruya|kabus|ego olumu|bardo|phowa|yanl[ıi]sl[ıi]kla|oruc|ramazan)\b`,
    topic: String.raw`\b(?:odev|makale|arast[ıi]rma|istatistik|haber|belgesel|film|dizi|roman|kitap|sark[ıi]|ders|onleme|otanazi)\b`,
    resolved: String.raw`\b(?:y[ıi]llar once|cocukken|gencken|eskiden|simdi daha iyiyim|art[ıi]k iyiyim|\w+(?:deyken|dayken|teyken|tayken)|\w+m[ıiu]st[ıiu]m)\b`,
    cues: {
      means: String.raw`\b(?:tabanca\w*|silah\w*|ip(?:i|le)?|urgan\w*|jilet\w*|hap(?:lar\w*|[ıi])?|ilac\w*|agr[ıi] kesici\w*|uyku ilac\w*|zehir\w*|fare zehri|tarim ilac\w*|kopru\w*|cat[ıi]dan|\d+\. kat\w*|(?:en )?ust kat\w*|raylar\w*|ucurum\w*)\b`,
      prep: String.raw`\b(?:biriktir\w*|toplad[ıi]m|sakl[ıi]yorum|saklad[ıi]m|ald[ıi]m|yerini biliyorum|bak[ıi]p geldim|kontrol ettim|haz[ıi]r(?:lad[ıi]m|lan[ıi]yorum)?|karar(?:[ıi]m[ıi]) verdim|karar verdim|not(?:umu)? yazd[ıi]m|mektup yazd[ıi]m|\d+ kutu|yetecek kadar|kusura bakmas[ıi]n|kusura bakmay[ıi]n|beni affedin|hakk[ıi]n[ıi]z[ıi] helal edin|allah(?:[ıi]m)? beni affetsin|hakk[ıi]n[ıi] helal et\w*)\b`,
      timing: String.raw`\b(?:bu gece|bu aksam|yar[ıi]n|cuma|cumartesi|pazar(?: gunu)?|pazartesi|hafta ?sonu|bayramda|s[ıi]navdan once|evde kimse olmayacak|kimse olmadan|herkes (?:gidince|uyuyunca|uyudugunda|ciktiginda)|erkenden)\b`,
      recent: String.raw`\b(?:dun(?: gece)?|bugun|bu sabah|yine|tekrar|her gun|her gece)\b`,
      finality: String.raw`\b(?:elveda|veda\w*|hakk[ıi]n[ıi]z[ıi] helal edin|beni affedin|esyalar[ıi]m[ıi] (?:\w+ )?(?:verdim|dagitt[ıi]m)|(?:rahmetli|olmus|merhum) \w+ yan[ıi]na\w*|isiga don\w*|bedeni (?:b[ıi]rak|terk)\w*|geri donmeyecegim|bu dunyada isim bitti|son mesaj\w*|her sey biter)\b`,
      despair: String.raw`\b(?:dayanam[ıi]yorum|kaldiram[ıi]yorum|yoruldum|tukendim|anlam[ıi] kalmad[ıi]|umudum yok|cikis yok|yukum|kimse fark etmez|kimsenin umrunda degil|nefes almak bile agir|hak ediyorum|hak ettim|neyse bo[sş] ?ver|bo[sş] ?ver ya)\b`,
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
    ],
    fromOthers: [
      String.raw`\b(?:chong|ban trai|bo|cha|ba|me|anh ay|han|no|dượng|duong)(?: \w+){0,3}? (?:[dđ]anh|bop co|boc co|boi co|hiep dam|de doa|nhot)\b(?: (?:toi|em|minh|tao|con))?|\b(?:danh|dap|tat|bop co|boi co|boc co|hiep dam|nhot|khoa trai|day|xo|dot|tan cong) (?:toi|em|minh|tao|chau)\b|\bgiet (?:ca nha|het|luon) (?:toi|em|minh|tao|con)\b|\b(?:bo di|noi ra|bao cong an|ly hon) thi (?:\S+ ){0,2}(?:giet|dot|chem|danh chet)\b|\bgiet (?:toi|em|minh|tao|con) (?:mat|that)\b|\bso ve nha\b|\bbao luc gia dinh\b`,
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
      finality: String.raw`\b(?:tam biet(?!.{0,20}\bhen\b)|vinh biet|cam on moi nguoi (?:da|vi)|viet thu cho \w+|la thu cuoi|di theo (?:me|ba|bo|ong|cha|anh|chi|em)|ve voi (?:anh sang|ba|me|ong|bo|cha|phat)|xong nhiem vu|kiep nay|(?:minh|toi|con|em|tao) xin loi(?= *(?:[.!]|$| moi nguoi| tat ca| vi tat ca))|dem nay (?:minh|toi|con|em) se di|toi nay (?:minh|toi|con|em) di)\b`,
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
      String.raw`\bbundir\b|\bbunuh diri (?:aja|saja|je)\b|\b(?:capek|cape|capai|lelah|penat) (?:\w+ )?(?:sama|sm|dengan|dgn|ama)? ?(?:hidup|idup)(?: ini)?\b|\b(?:ga|gak|nggak|tidak|tak|x) (?:usah|perlu|mau|pengen|ingin|nak) bangun (?:lagi|lg|selamanya)\b|\b(?:bikin|biar|supaya|agar|sampe|sampai) (?:ga|gak|tidak|nggak|tak) bangun (?:lagi|lg)\b|\btidur (?:\S+ ){0,3}(?:ga|gak|tidak|nggak|ngga|enggak|tak) (?:usah |perlu )?bangun\b|\b(?:kalo|kalau|klo|kl|seandainya|andai) (?:aku|gue|gw|saya) (?:mati|ga ada|gak ada|tiada)(?: \S+){0,4} (?:ga|gak|tidak|nggak|tak)(?: \S+)? (?:ada )?(?:yg|yang|sape|siapa) (?:nyari\w*|peduli|sadar|kehilangan|nangis|kisah)\b|\b(?:lepas|pergi|keluar|ninggalin|meninggalkan) (?:dari )?(?:tubuh|raga|dunia|badan) (?:ini )?(?:\S+ ){0,3}(?:ga|gak|tidak|nggak|tak) (?:balik|kembali) (?:lagi|lg)\b|\b(?:mau|ingin|pengen|nak) (?:pulang|kembali) ke (?:cahaya|rahmatullah|pangkuan (?:tuhan|allah|nya))\b|\bgantung diri\b|\bminum racun\b`,
    ],
    fromOthers: [
      String.raw`\b(?:suami|pacar|ayah|bapak|papa|ayah tiri|kakak|paman|om|dia|ibu|mama|mantan|majikan|mertua|bos)(?:ku|nya)?(?: \w+){0,3}? (?:mukul|memukul|mukulin|pukul|nampar|menampar|nyekik|mencekik|cekik|nyekek|memperkosa|perkosa|ngancam|mengancam|nendang|menendang|ngunci|mengunci|nyiksa|menyiksa|ngurung|mengurung|gebukin|hajar|ngehajar|raba|meraba|grepe\w*|lecehin|melecehkan|masuk kamar (?:aku|gue|saya))\w*|\b(?:kalo|kalau|klo|kl) (?:aku|gue|saya|gw) (?:\w+ ){0,3}(?:dia|suami\w*|ayah\w*|bapak\w*|pacar\w*) (?:mau |bakal |akan )?(?:bunuh|habisin|matiin) (?:aku|gue|saya|gw)\b|\bcekik leher (?:aku|gue|saya|ku)\b|\b(?:ngancam|mengancam|ancam) (?:mau |akan |bakal )?(?:bunuh|membunuh|matiin|habisin)\b|\b(?:mau|bakal|akan) bunuh (?:aku|saya|gue)\b|\btakut pulang\b|\bkdrt\b`,
    ],
    toOthers: [
      String.raw`\b(?:pengen|ingin|mau|bakal|akan|nak) (?:bunuh|nusuk|tusuk|tembak|habisin|bacok|nyiram air keras|siram air keras|racunin) (?!diri\b)\w+\b|\b(?:nyiram|siram|menyiram|nyiramin) air keras\b`,
    ],
    concern: [String.raw`\bbunuh diri\b|\b(?:meninggal|wafat|pemakaman|berduka|kehilangan)\b`],
    negation: String.raw`\b(?:tidak|gak|ga|nggak|enggak|ngga|bukan|jangan|nggak pernah|ga pernah)\b`,
    thirdPerson: String.raw`\b(?:dia|mereka|temen(?:ku)?|teman(?:ku)?|anak(?:ku)?|adik(?:ku)?|kakak(?:ku)?)\b`,
    firstPerson: String.raw`\b(?:aku|saya|gue|gw|ku)\b`,
    framing: String.raw`\b(?:(?:panas|gerah|laper|lapar|ngantuk|bosen|bosan|kenyang) (?:banget|bgt|parah)|ngakak|mimpi|bermimpi|mimpi buruk|kematian ego|bardo|phowa|gak sengaja|puasa|ramadan)\b`,
    topic: String.raw`\b(?:esai|makalah|skripsi|penelitian|statistik|artikel|berita|film|novel|buku|lagu|pencegahan)\b`,
    resolved: String.raw`\b(?:tahun lalu|waktu kecil|dulu|sekarang (?:udah|sudah) (?:baik|mendingan))\b`,
    cues: {
      means: String.raw`\b(?:racun\w*|obat tidur|obat nyamuk|baygon|pestisida|tali\w*|jembatan|atap|rooftop|gedung|lantai \d+|rel kereta|silet|cutter|pistol|senjata|paracetamol|obat2an|obat-obatan|overdosis|dosis)\b`,
      prep: String.raw`\b(?:beli|udh beli|udah beli|sudah beli|checkout|kumpulin|ngumpulin|nyimpen|simpen|taruh|sembunyiin|udh liat|udah liat|udh cek|udah cek|cari tau|riset|udah siap|udh siap|siapin|jam berapa sepi\w*|cukup|maaf(?:in)? (?:kalo|kalau|klo) (?:\w+ )?salah|mohon maaf lahir batin|maafin aku)\b`,
      timing: String.raw`\b(?:malam ini|malem ini|nanti malam|besok|besok subuh|subuh|minggu ini|nunggu (?:\w+ )?(?:berangkat|pergi|tidur|pulang)|pas (?:semua|orang rumah) (?:tidur|pergi)|sabtu|minggu depan|nyampe besok)\b`,
      recent: String.raw`\b(?:semalam|semalem|tadi malam|tadi|hari ini|lagi|terus|tiap hari|setiap hari)\b`,
      finality: String.raw`\b(?:selamat tinggal|jaga diri (?:kalian|kamu|baik)|makasih (?:ya )?(?:semuanya|semua)|terima ?kasih (?:untuk |buat )?semuanya|(?:tulis|nulis|udh tulis|nulis) surat (?:buat|untuk|ke) \w+|surat terakhir|pamit\w*|jiwaku (?:udah|sudah|udh) selesai|selesai di (?:kehidupan|dunia) ini|pulang ke cahaya|titip (?:\w+ )?(?:mama|ibu|adik|kucing))\b`,
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
    ],
    fromOthers: [
      String.raw`\b(?:asawa ko|boyfriend ko|tatay ko|ama ko|kuya ko|tito ko|siya|nanay ko|stepdad ko)(?: \w+){0,3}? (?:sinasaktan ako|binubugbog ako|sinakal ako|sinasakal|ginahasa|hinahampas|sinampal ako|binubugbog|sinuntok ako)\b|\bpapatayin (?:daw )?(?:nya |niya )?(?:daw )?(?:ako|ko)\b|\b(?:akong|ako na) papatayin\b|\b(?:sinasaktan|sinasampal|sinusuntok|sinakal|sinasakal|binugbog|binubugbog|ginahasa|hinihipuan|hinipuan|minolestya|minomolestya|ginagalaw|kinukulong|kinulong|ikinulong|sinusunog|pinaso|tinutukan) (?:ako|ko|aq)\b|\b(?:di|hindi) (?:ako|ko) pinapakain\b|\bkinuha (?:nya|niya) (?:ang |yung )?passport\b|\btakot (?:akong|ako) umuwi\b`,
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
      String.raw`\b(?:na|nina|nime|nili|nita|nta|hu|ntaka ku|kuji)?ji(?:ua|umiza|kata|nyonga|dhuru|maliza|rusha|tupa)\b|\b(?:na|nime|nili|nita)jichoma\b|\b(?:nita|nataka ku|ku|nime)(?:i)?acha dunia\b|\bkuondoka duniani\b|\bhakuna (?:mtu )?(?:angejali|atajali|angegundua|atagundua|angenikumbuka)(?: \S+){0,2} (?:kama |nikifa|ningekufa)\w*|\bnimeamua kujitoa\b|\b(?:nafikiri|nafikiria|nawaza) (?:tu )?kuruka\b|\b(?:kufikiria|nikafikiria|nafikiria|wazo la) (?:tu )?(?:ku)?(?:jirusha|jitupa|jiua|jinyonga|kufa)\w*`,
    ],
    fromOthers: [
      String.raw`\b(?:mume wangu|mpenzi wangu|baba yangu|baba|kaka|mjomba|yeye)(?: \w+){0,3}? (?:ananipiga|alinipiga|amenipiga|alininyonga|ananinyonga|alinibaka|ananitishia|alinitishia)\b|\bataniua\b|\b(?:ana|ali|ame|ata|hu|anaye)ni(?:piga|choma|nyonga|baka|tishia|fungia|fungi|gusa|chapa|kaba|ua|dhalilisha|nyanyasa)\b|\bnaogopa kurudi nyumbani\b`,
    ],
    toOthers: [
      String.raw`\bnitamuua\b|\bnataka kumuua\b|\b(?:nataka|nitaenda|nimeamua|ntaka) (?:ku)?(?:mchoma kisu|muua|mchinja|mpiga risasi|mwekea sumu|wachoma|waua)\b|\bnitam(?:choma kisu|chinja|piga risasi|wekea sumu)\b`,
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
      timing: String.raw`\b(?:usiku huu|niko juu ya|leo usiku|usiku wa leo|kesho|jumapili|jumamosi|ijumaa|wakati wote wameenda|wakisafiri)\b`,
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
    ],
    fromOthers: [
      String.raw`\b(?:pati|husband|papa|pita|sasur|bhai|chacha|mama|boyfriend|wo|woh|vo|saas)(?: \w+){0,3}? (?:mujhe|mereko|muje) (?:\w+ )?(?:maarta|marta|maarte|peet(?:ta|te)|pitai karta|gala daba\w*|dhamki de\w*|rape kiya|jala)\w*\b|\b(?:pati|husband|papa|pita|sasur|bhai|bhaiya|chacha|mama|boyfriend|saas|devar|jeth|sasural wale|ghar wale|ghar walo) ne (?:\S+ ){0,3}(?:mara|maara|peeta|pita|gala dabaya|jalaya|dhamki di|band kar diya|kamre mein band|rape kiya|haath uthaya)\b|\bgala dab(?:aya|ate|ata|ati|a diya|ane ki)\b|\b(?:pati|husband|papa|pita|sasur|bhai|bhaiya|chacha|boyfriend|saas|devar)(?: \w+){0,2}? (?:maarta|marta|maarte|marte|peetta|peet(?:ta|te)|pitai karta|jalata|dhamkata)(?: hai| h| hain)? (?:mujhe|mereko|muje)\b|\b(?:kamre|room|ghar|kothri) (?:mein|me|mai|main) band kar (?:diya|dete|deta|deti|rakha)\b|\b(?:jaan se |dono ko |mujhe |hum dono ko )maar (?:denge|dalenge|dega|dalega|degi)\b|\b(?:chacha|mama|uncle|jiju|bhaiya|cousin|teacher|sir|padosi)(?: \S+){0,3}? (?:chhoote|chhute|touch karte|galat jagah|kamre mein aate)\w*|\bjaan se maar (?:dega|dalega|dene ki dhamki)\b|^maar (?:dalega|dalenge|dalegi|dega|denge)\b|\bghar jaane se dar\b`,
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
      finality: String.raw`\b(?:(?:bye|alvida|goodbye) (?:sabko|sab ko|everyone|guys)|moksh\w*|shareer (?:me|mein|mai) nahi rehna|(?:dadi|dada|nani|nana|maa|mummy|papa|bhagwan)(?: \S+)? bula (?:rahi|raha|rahe)|alvida|last baar|aakhri baar|akhri baar|(?:mera|meri|mere) \w+ \w+ ko de dena|(?:mummy|maa|mom|papa|ghar walo|sabka) (?:ka |ki )?(?:dhyan|khayal|khyal) rakhna|bhagwan ke paas jaana|moksha chahiye|sharir (?:chhod|ka koi kaam nahi)\w*|sab band kar (?:du|dun|dunga|dungi)|(?:sab|sb) (?:khatam|khtm) (?:krna|karna))\b`,
      despair: String.raw`\b(?:i deserve it|deserve (?:karta|karti)|isi layak|thak gaya|thak gayi|koi (?:ni|nahi|nhi) (?:smjhta|samajhta)|kisi ko (?:farak|fark) nahi|koi fayda nahi|bojh|nahi ho raha)\b`,
      harm: String.raw`\b(?:ulti kar\w*|kuch nahi khaya|compass se|blade se|kheecha|khicha|kaat (?:liya|diya)|kaata|cut kiya|cut kar\w*|thappad maar\w*|khud ko (?:\S+ ){0,4}(?:maarta|maarti|marta|marti|peet\w*)|jalaya|dard achha lagta)\b`,
      body: String.raw`\b(?:haath|hath|kalai|baazu|bazu|jaangh|kaan|naak|deewar)\b`,
    },
  },
  {
    languages: ['ar'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:amoot|amout|amot|moot|mout|amwt)\b(?=.*\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|nefsi|nifsi|abi|abgha|abga|baddi|habet|ahsan|atsan|khalas|bas|ya rab|yarab)\b)|\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|nefsi|nifsi|abi|abgha|abga|baddi)\b(?=.*\b(?:amoot|amout|amot|moot|mout|amwt|ente?h?ar|entetar|intitar|intihar)\b)`,
      String.raw`\b(?:a2tel|a2tol|aqtol|ha2tel|hatel|haqtol|eatel|aqtel) nafsi\b|\b(?:mesh|msh|mish) (?:eayez|eayza|ayez|ayza|ader|2ader|qader) (?:aeesh|a?eish|aeish|aish|aeesh|akammel)\b|\bmabadi (?:aeish|eish|aish|eesh)\b|\b(?:msh|mesh|mish) (?:eayz|eayez|eayza|ayez|ayz) (?:aeish|aeesh|aish|eish|aeeesh)\b|\b(?:hantter|hanteter|hantehar|hantetar|hanttr|hantr|hantitar)\b|\brab(?:b)?ena (?:yakhodni|yasodni|yaksodni|yakhodny|yasodny|yaksodny)\b|\b(?:anam|nam) w ma ?(?:astash|asta|asha|afoo?2)\b|\b(?:ahsan|atsan) (?:mn|men) (?:eishti|eeshti|el ?hayah)\b`,
      // Written after the leetspeak step: 7 → t, 5 → s, 3 → e (7ayati → tayati, 5alas → salas, 3ayez → eayez).
      String.raw`\b(?:ha|ba|b|rah|ra7|hat|bad|hay)?(?:2tel|2tol|aqtol|qtol|eatel|atel|2etl) (?:nafsi|nefsi|ro7i|rohi|roti)\b|\b(?:ha|rah|hat|bad|b)?(?:antehar|antetar|entehar|entetar|ntehar|ntetar|ntihar)\b|\b(?:eayez|eayza|ayez|ayza|bedi|beddi|biddi|nefsi|nifsi|abi|abgha|abga|baddi|habet|habbet) (?:\S+ )?(?:amoot|amout|amot|amut|amuut|mout|moot|asheel nafsi|a2tel|aqtol|antehar|antetar|axtefi|astefi|akhtefi|akhtafi|anam w ma ?asha|nam w ma ?fi2|nam w ma ?sta)\w*|\b(?:tayati|hayati|7ayati|eishti|eeshti) (?:maltash|malhash|ma elha|ma ilha|mafihash|ma fiha) (?:maena|maana|ma3na|lazma|lazmeh|tamm)\b|\b(?:taebt|tabt|taabt|zhe2t|zehe2t|zehe2t) (?:\S+ )?(?:mn|men|min) (?:el ?taya|el ?hayah|el ?hayat|eishti|eeshti|el ?donia|eldonya|el ?dunya|kolshi|kol shi)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:gozi|jozi|zawgi|abouya|abuya|baba|akhoya|khali|howa|huwa)\b(?=.*\b(?:bedrabni|biyedrabni|darabni|dorbni|bidrobni|byedrabni|khana2ni|sana2ni|bihadedni|haye2telni|hay2telni|hayeatelni|hayaatelni|byedrobni)\b)|\b(?:bi|b|by|bey|biy|ha|hay|hy|rah|ra7)?(?:ye|y|e)?(?:2telni|eatelni|atelni|qtelni|qtolni|dbahni|dba7ni|dbatni|zbahni|sna2ni|khna2ni|khan2ni|ghtesebni|ghtasabni|rtesebni|tesebni|hadedni|hadadni|dorbni|drabni|darbni|edrabni|habesni|habasni)\b|\b(?:2afal|afal|qafal|sakkar|sakar|2afel|afel) (?:ealaya|3alaya|ealiya|ealayya) (?:el ?bab|el ?oda|el ?ooda|el ?ghorfa)\b|\b\w*(?:2telny|eatelny|atelny|qtelny|dbatny|sna2ny|khna2ny|drabny|dorbny|hadedny|habesny|habasny)\b`,
    ],
    toOthers: [
      String.raw`\b(?:ha2tel|haqtel|hatel|ha2tol|haqtol|hadbat|hadbah|haeatel) (?!nafsi|nafsy|nefsi|nefsy|roti|rohi|roty)\w+\b`,
    ],
    concern: [String.raw`\b(?:entehar|entetar|intihar)\b`],
    negation: String.raw`\b(?:mesh|msh|mish|la|mosh)\b`,
    thirdPerson: String.raw`\b(?:howa|hiya|huwa|hya|sahbi|sahbti|ebni|binti)\b`,
    firstPerson: String.raw`\b(?:ana|nefsi|nafsi|nifsi)\b`,
    framing: String.raw`\b(?:helm|telm|7elm|hlmt|tlmt|kabus|bardo|phowa|siyam|ramadan|sayma|sayem|fasting|lol|hahaha\w*)\b`,
    topic: String.raw`\b(?:ba7s|bahs|bats|maqal|film|mosalsal|nehayet el mosalsal)\b`,
    resolved: String.raw`\b(?:men sanateen|mn sanateen|mn kam sana|men kam sana|men zaman|zaman|ablan|abl keda|kont (?:eayez|eayz|eayza|bafakar)|el ?tamdo?le?l?lah|ana kwayes)\b`,
    cues: {
      means: String.raw`\b(?:tobob|tobub|hobob|hbob|habbat|tabbat|habaya|somm|simm|sem el far|habl|shafra|shafrat|moos|mous|kobri|kubri|jesr|gesr|sat?h el (?:emara|bina|beit)|balakona)\b`,
      prep: String.raw`\b(?:gammaet|gamaet|jamaet|gammeat|kharrant|khabeit|khabbeit|sabbet|2arart|arart|qarart|karart|mostaed|mostaeda|gahez|gahza|jahez|jahze|ma ?tadesh sad balo|ma ?hada by?eref|samtooni|samtoni|samhooni|samhoni|samtouni|samhouni|samtini|samhini|ealfo|eafwan (?:mn|men) (?:el ?kol|kolkom))\b`,
      timing: String.raw`\b(?:delwa2ty|dilwa2ti|delwa2ti|dlwa2ty|el ?lila|bokra|bukra|el ?leila|el ?leela|ellela|el ?layla|baed (?:aser|a5er|akher) \w+|yom el \w+|el ?gomea|el ?jomea|el ?sabt|el ?tad|el ?had)\b`,
      recent: String.raw`\b(?:mbaret|mbare7|embareh|embaret|imbareh|el ?nharda|el ?naharda|el ?yom|rjeet|rjeat|tani|tany|kaman marra|hal marra|kol ma)\b`,
      finality: String.raw`\b(?:(?:mashi|mashy|rayeh|rayh|rayha) w (?:msh|mesh|mish) (?:ragee|raga|rajee|rage|ragea)|(?:salo|khalo|sallo|khallo|saly|khaly) (?:balko|balkom|balkon)|(?:roty|rohi|roti) (?:selset|khelset|khelsit)|(?:haed|haroh|harouh|harot|rayeh|rayh|rayta) (?:eand|le|l) \w+ allah (?:yertam|yer7am)\w*|salam ya donya|(?:rayh|raye7|rayeh|rayta|rayha) (?:makan|mkan) (?:atsan|ahsan|a7san|afdal)|(?:saly|khaly|khalli|salli|khalik) (?:balak|balek) (?:men|mn|ala|eala) \w+|wadaean|wada3an|akher resala|akher risale)\b`,
      despair: String.raw`\b(?:taebt|tabt|zhe2t|zehe2t|ma ?baa?tesh a?2ader|mesh 2ader|ma fiyi|ma 2dert|ma ?hadesh hayes|ma ?hada hayhes|ana eeb2|ana ebe2|ana tel|mafish fayda|ma fi fayde)\b`,
      harm: String.raw`\b(?:aeawar (?:nafsy|nafsi)|bet?ra2|btra2|batra2|bel ?mo?o?s|bel ?walaea|ba?d?rab (?:rasy|rasi)|bedrab (?:rasy|rasi)|jaratt?|jarat|garat|garaht|jara?ht|jra?ht|(?:jara?t|jarat|garat|da?rabt|taffet|tafeit) (?:tali|hali|nafsi|rohi)|bl ?shafra|bel ?shafra|bel ?moos|taffeit el ?sagayer|teffet sigara)\b`,
      body: String.raw`\b(?:eedy|eedi|rasy|rasi|el ?teta|fased|fased|fa5ed|fakhed|edi|eidi|ideya|derae|deraei|drae|me?esam|meesami|batni|jesmi|gesmi|reglaya|regli)\b`,
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
    ],
    fromOthers: [
      String.raw`\b(?:mikoshatam|mikoshanam|mizanatam|kotakam mizane|kotakam zad|tahdid kard(?:e)? (?:ke )?(?:mikoshatam|mizanatam))\b`,
    ],
    toOthers: [String.raw`\b(?:mikoshamesh|bokoshamesh|mikosham(?:eshoon|eshun))\b`],
    concern: [String.raw`\bkhodkoshi\b`],
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
    ],
    fromOthers: [
      String.raw`\b(?:me xtypaei|me htypaei|me xtypa|me xtipaei|tha me skotwsei|tha me skotosei|me apeilei oti tha me)\b`,
    ],
    toOthers: [String.raw`\btha (?:ton|thn|tin|tous) (?:skotwsw|skotoso|maxairwsw)\b`],
    concern: [String.raw`\bautoktoni\w*\b`],
    negation: String.raw`\b(?:den|dn|oxi|pote)\b`,
    thirdPerson: String.raw`\b(?:aftos|autos|auth|afti|o filos mou|h filh mou|o adelfos mou)\b`,
    firstPerson: String.raw`\b(?:egw|ego|emena)\b`,
    framing: String.raw`\b(?:oneiro|oneireuomoun|onireuomoun|bardo|phowa|nisteia|plaka|xaxa\w*)\b`,
    topic: String.raw`\b(?:ergasia|ereuna|arthro|tainia|vivlio)\b`,
    resolved: String.raw`\b(?:prin apo \w+ xronia|palia|twra eimai kala|tora eimai kala)\b`,
  },
];

import type { LexiconSource } from './lexicon.ts';

// Bengali and Marathi in Latin letters, as typed on phones and mixed with English: "ar bachte
// ichhe kore na", "mala ata jagaycha nahi". The script lexicons (lexicon-indic.ts,
// lexicon-south-asian.ts) cannot read them, and romanised Hindi shares few of their words.
// The same concepts as those lexicons, after WHO, AFSP and C-SSRS warning signs and helpline and
// domestic-violence material (dowry, strangling, threats to burn or kill, a relative's touch, being
// locked in), spelt the ways people spell them (ichhe/icche/iche, bachte/banchte, zop/jhop,
// swatahla/swatala). Negation follows the verb in both ("korbo na", "karnar nahi"), so the
// negated forms are kept out by lookaheads; "kokhono kokhono" and "kadhi kadhi" mean "sometimes",
// so neither is a negator. Idioms ("heshe heshe more gelam", "hasun hasun melo", "jeev gela"),
// fasting, dreams, meditation and films are framings.

// Bengali: a wish ("ichhe kore"), its negation after the verb, who harms at home.
const BN_WISH = '(?:ichhe|icche|iche|ichchhe|ichha|icha|issa|isse)';
const BN_AGENT =
  '(?:bor|bar|swami|shami|husband|baba|bhai|dada|shoshur|sasur|shashuri|sashuri|shasuri|debor|dewar|kaku|kaka|mama|jethu|step ?father|stepfather|boyfriend|bf|boss|malik)';
// Marathi: who harms at home.
const MR_AGENT =
  '(?:navra|navara|nawra|navryane|navaryane|baba|vadil|vadilanni|sasre|sasra|sasu|sasubai|sasarche|dir|bhau|savatra baap|boyfriend|boss|kaka|mama|to|tyane)';

export const BENGALI_MARATHI_LATIN: LexiconSource[] = [
  {
    languages: ['bn-Latn'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die: "morte chai", "morte icche korche", "more gele sob shanti", "morei jai".
      String.raw`\b(?:morte|more jete|mor te|mara jete|morar)(?: (?:khub|sotti|ekhon|aj))? (?:chai|chay|chaai|mon chay|mon chai|${BN_WISH} (?:kore|korche|korchhe|hoy|hocche|hochhe|jage|lage|korchhe))\b(?! ?(?:na|nai|ni)\b)|\b(?:more|mor) (?:gele|jete parle|jaowai|jawai|jaoai)(?: \S+){0,2}? (?:shanti|santi|bhalo hoto|bhalo hobe|bhalo hoy|beche jai|mukti|sob thik|sob mite)\w*|\bmor(?:e|ei) (?:jai|jaai)\b|\bmorei (?:jabo|jaabo)\b|\b(?:beche|bneche|bechhe) (?:theke|thekei) (?:ki|kono) (?:labh|laabh|lav)\b|\bmor(?:e|ei) (?:jawa|jaoa|jaowa)(?:i|ta)? (?:bhalo|valo)\b|\b(?:na|naa) (?:jonmale|jonmaltam|jonmatam|jonmalei|jonmailei)\w*(?: \S+)? (?:bhalo|valo)\b`,
      // No will to live, no meaning in living, not wanting to stay in this world.
      String.raw`\b(?:bachte|banchte|baachte|bachhte|beche thakte|bechethakte)(?: (?:ar|aar|r|ekdom|akdom))? (?:${BN_WISH} (?:kore ?na|korena|korche ?na|korchena|hoy ?na|hoyna|kore ni)|mon (?:chay ?na|chaina|chai ?na)|chai ?na|chaina|chai ni|chaini)\b|\b(?:beche thakar|bechethakar|bachar|banchar|bachbar|jiboner|jibon er)(?: ar)? (?:kono )?(?:mane|mani|maane|karon|kaaron|${BN_WISH}|artho|uddesho) (?:nei|nai|khuje pai ?na)\b|\b(?:ei )?(?:prithibi|prithibite|duniya|duniyay|jogote)\w*(?: ar)? thakte (?:chai ?na|chaina|${BN_WISH} kore ?na)\b|\bthakte (?:chai ?na|chaina)(?: \S+)? (?:ei )?(?:prithibi|duniya|jogot)\w*`,
      // Suicide plainly, ending oneself or one's life.
      String.raw`\b(?:atmohotya|attohotya|atmahatya|atmohatya|atmohottya|suicide|sucide|suiside)\w* (?:korbo|korbo ?i|korte (?:chai|${BN_WISH}|jacchi|mon chay)|kore nebo|kore felbo|korar (?:kotha|plan|chinta) (?:bhabchi|korchi|mathay))\w*(?! ?(?:na|nai)\b)|\bnijeke (?:shesh|sesh|khotom|khatam|mere) (?:kore )?(?:dite (?:chai|${BN_WISH})|debo|dibo|felbo|nebo|dei|di)\b(?! ?(?:na|nai)\b)|\b(?:jibon|life|lyf)(?: ta| ti| take)? (?:shesh|sesh|khotom|khatam) kore (?:debo|dibo|dite chai|felbo|nebo|dei)\b`,
      // God take me; sleep and never wake; a burden; better off without me.
      String.raw`\b(?:bhogoban|bhagoban|bhagwan|thakur|ishwar|iswar|allah|khoda|ma kali|maa kali|ma durga|thakurji)\w*,?(?: \S+){0,4}? (?:amake|amay|amakeo) (?:\S+ )?(?:tule nao|tule nik|tule nin|niye jao|niye nao|niye nik|uthiye nao|mrittu dao|kache deke nao)\b|\bghum\w*(?: \S+){0,4}? (?:jeno )?(?:ar |aar |r )?(?:na|kokhono na) (?:uthi|jagi|bhange|uthte hoy)\b|\bghum (?:jeno )?(?:ar |aar )?(?:na )?bhange na\b|\b(?:ar |aar )?ghum (?:ar |aar )?(?:na )?bhangbe na\b|\bkoto(?: gulo| ta)? (?:ghumer )?(?:oshudh|bori|tablet|pill)\w*(?: \S+){0,3}? (?:khele|khaile) (?:ar )?(?:ghum bhangbe na|more jabo|mora jay|mrittu)|\b(?:ami )?(?:sobar|sobai er|sobaar|barir|poribarer|family r|familyr|sokoler)\w* (?:kache |upor |jonno )?(?:ekta |sudhu |shudhu )?(?:bojha|boja|bojh|burden)\b(?! (?:noi|na)\b)|\bami na thakle(?: \S+){0,3}? (?:bhalo|valo|sukhe|sukhi|shanti\w*|santi\w*|happy|beche jabe|mukti)\w*`,
      // Means and plan: hanging, jumping, the tracks, poison, "tomorrow I won't be here".
      String.raw`\b(?:gole|golay|gola|galay) (?:dori|fas|fansi|phansi) (?:debo|dibo|dite|dicchi|nebo|dei)\b|\b(?:dori|orna|dupatta|fan|pakha|fas|sari)\w*(?: \S+){0,4}? jhule ?(?:porbo|pori|jabo|porar|pore jabo)\b|\b(?:chhad|chad|chhader|chader|chhat|chat|brij|bridge|building|tala|ganga|gonga|gongay|nodi|nodite|pukur|lake)\w*(?: \S+){0,4}? (?:jhap|jhanp|jhamp|laf|lafiye|jhaap)\w* (?:debo|dibo|dei|di|porbo|pori|dite jacchi|dite chai|dicchi|marbo)\b|\b(?:rail ?line|rel ?line|railway|track|train)\w*(?: e| er)? (?:upor |samne |niche )?(?:shue|shuye|sue|jhap|lafiye|mathe rekhe) (?:porbo|pori|dibo|debo|jabo|dite jacchi)\b|\b(?:bish|bis|poison|kitnashok|kit nashok|pokamarar (?:oshudh|bish)|indur marar (?:bish|oshudh)|ghumer (?:oshudh|bori|tablet|pill)\w*|sleeping pills?)(?: \S+){0,4}? (?:kheye|khe|gile) (?:nebo|nibo|felbo|felechi|morbo)\b|\b(?:nijer )?gaye (?:agun|kerosene|kerosin) (?:debo|dibo|lagabo|dhele debo)\b|\b(?:oshudh|oshud|osudh|tablet|pill)\w*(?: gulo)?(?: \S+){0,2}? (?:ekbare|ek sathe|eksathe|sob) (?:kheye|gile) (?:nebo|nibo|felbo|felechi|nilam|niyechi)\b|\b(?:kal|kalke|kal sokale|sokale|aj rate|ajke rate|kal theke|er por|erpor|tarpor|tar por)(?: (?!barite|bari|ekhane|office|kolkata|kaaje)\S+){0,2} (?:ami )?(?:ar )?(?:thakbo ?na|thakbona|thakbo ni)\b(?= ?[.!?,]|$)|\b(?:chirodiner|chirokaler) (?:jonno|moto) (?:off|chole|hariye) (?:hoye )?(?:jabo|jai)\b|\b(?:off|hariye) hoye jabo (?:chirodiner|chirokaler) (?:jonno|moto)\b|\b(?:eta|eita|eti|ei) (?:amar )?(?:sesh|shesh|last) (?:message|msg|barta)\b(?!.{0,30}\b(?:aj(?:ke)?|today|good ?night|gn)\b)`,
      // Self-harm: cuts with a blade or compass, burning with a cigarette, hurting oneself for relief,
      // scars hidden, purging.
      String.raw`\b(?:blade|bled|chhuri|churi|compass|cutter|razor) (?:diye|dia|die)(?: \S+){0,2}? (?:haat|hat|hath|haate|hate|kobji|pa|uru|thai)\w* (?:kete|keteche|kati|katlam|kheche|cheche|chire|chiri)\w*|\b(?:haat|hath|hat|kobji|shira)\w* (?:abar |aj )?(?:katlam|kete felechi|kete feli|kati|katchi)\b|\b(?:haat|hath|hat|kobji|nijeke) (?:kete|kati|kaate)(?: \S+){0,2}? (?:shanti|santi|aram|relief|bhalo lage)\w*|\bnijeke (?:kati|kete|katchi|aghat|aghaat|pudiye|puriye|sasti|shasti|khamchi)\w*|\b(?:cigarette|sigaret|lighter|deshlai)\w*(?: \S+){0,3}? (?:chhyaka|chheka|chyaka|chhekā|puriye|pudiye)\w*|\b(?:katar|kata|kaata|kater)\w* (?:dag|daag|chinho|jayga)\w*(?: \S+){0,3}? (?:keu na dekhe|lukai|lukiye rakhi|dheke rakhi|dhaki|na dekhe)\b|\b${BN_WISH} kore (?:\S+ )?bomi (?:kori|korchi|korlam)\b|\bkhawar (?:joggo|jogyo|jogya) (?:na|noi)\b`,
      // Spiritual framings: going to the one who died, leaving this body for God, this birth's
      // work done, going to someone for ever.
      String.raw`\bkache (?:chole |fire )?(?:jete chai|jabo|jaabo|jete ${BN_WISH} kore)\b(?<=\b(?:chole gech\w*|chole gelen|mara gech\w*|mara gelen|more gech\w*|nei|deho rekhech\w*|deho tyag\w*|swargo\w*|parlok\w*)\b.{0,60})|\b(?:ei )?(?:shorir|sharir|deho|deh)(?: ta)? (?:chhere|chere|tyag kore)(?: \S+){0,3}? (?:chole )?(?:jete|jabo|jaabo|jai)\b|\b(?:ei )?(?:deho|deh|shorir|sharir) (?:tyag|tyaag) (?:korbo|kore debo|kore dibo|korte chai)\b|\b(?:ei )?(?:jonmer|jiboner|prithibite)(?: amar)? (?:kaaj|kaj|pala|hisab) (?:shesh|sesh|furiye gache|furiye geche)\b(?=.{0,40}\b(?:jawar|jabar|jaoar|chole jabo|jabo)\b)|\bkache (?:\S+ ){0,2}?(?:chirodiner|chirokaler|chirotore)(?: \S+)? (?:chole )?(?:jai|jabo|jete chai)\b`,
    ],
    fromOthers: [
      // Beaten by a husband, father or in-laws (not "takes" someone else), strangled, threatened,
      // burned over dowry.
      String.raw`\b(?:amar |amake |amay )?${BN_AGENT}(?! ?er\b)(?: (?!take\b|oke\b|tar\b|ke\b|ta ?ke\b)\S+){0,4}? (?:(?:amake|amay|roj|protidin|abar|khub|rate|kheye) mare|marche|marchhe|mereche|pitay|petay|petachhe|gola tipe|gola tipche|belt diye mar\w*|mere haat bhenge)\b|\bo (?:amake|amay) (?:\S+ )?(?:mare|marche|mereche|pitay|petay)\b|\bgola (?:tipe|chepe) (?:dhorechilo|dhoreche|dhore|marte)\w*|\b(?:gele|bolle|janale|korle|na shunle|police e gele|thana(?:y|te) gele)(?: \S+)? (?:amake |amay )?(?:mere|jaane mere|prane mere|pudiye|jaliye|puriye) (?:felbe|debe|dibe)\b|\b(?:gaye|gae|amar gaye) (?:kerosene|kerosin|tel|agun)\w* (?:dhele|dhel|lagiye|diye) (?:debe|dibe|dey|dicche)\b|\b(?:pon|ponn|dowry|joutuk|jautuk)\w* (?:er )?(?:jonno|jnno|niye)(?: \S+){0,3}? (?:oteachar|atyachar|otyachar|mare|marche|torture|nirjaton|chap)\w*`,
      // Touched by a relative or a boss, locked in, hiding while he breaks the door.
      String.raw`\b(?:baje|kharap|nongra|bhul) (?:bhabe|jaygay) (?:chhoy|choy|chhuy|chhuye|hat dey|haat dey)\b|\b(?:kaku|kaka|mama|jethu|step ?father|stepfather|boss|sir|dada|shoshur|debor)(?: \S+){0,3}? gaye (?:haat|hat) (?:dey|day|deye|dicche|diyeche)\b|\b(?:ghore|ghor e|room e|bathroom e) (?:tala|taala|lock) (?:diye|dia|mere) (?:rekheche|rakhe|diyeche)\b|\b(?:bathroom|ghor|room|toilet|almari)\w* (?:e |te )?(?:lukiye|lukie) (?:achi|aachi|bose achi)\b(?=.{0,60}\b(?:darja|dorja|marche|marbe|chillacche|bhoy|mod|churi)\w*)`,
    ],
    toOthers: [
      String.raw`\b(?:oke|take|ore|tare|oder|okey|lokta ?ke|lokta ?take|boss ?ke|boss take|bhai ?ke|bhai take|shashuri ?ke|bor ?ke)(?: \S+)? (?:khun kore|mere|merei|gola tipe merei|gola tipe|churi mere|kupiye) (?:felbo|debo|dibo|marbo)\b|\b(?:oke|take|boss take|boss ke)(?: \S+)? churi (?:marbo|mere debo|chalabo)\b|\b(?:baccha|bachcha|bachha|bacha|bachhata|baccha ta|shishu|baby)\w*(?: ?ke| ?take)?(?: \S+)? (?:kichu kore (?:felbo|boshbo)|mere felbo|chhu?de fele (?:debo|di|dibo))\b|\b(?:khabare|khabar e|chaye|cha e|dudhe|jole|bhate)\w* (?:bish|poison)\w* (?:mishiye|mishie|diye|dhele) (?:debo|dibo|dite)\b`,
    ],
    concern: [
      String.raw`\b(?:atmohotya|atmahatya|atmohatya|attohotya)\w*|\b(?:mara gechen|mara gelen|mara geche|mrittu|mrittur|shraddho|proyato|chole gelen|chole gechen)\b|\b(?:bachbo na|bachte chaitam na|morte chaitam|morte (?:ichhe|icche|iche) korto)\b|\b(?:ma|maa|baba|dadu|dida|thakuma|bhai|bon|swami|chele|meye|bondhu)\w*(?: ke)? (?:haralam|hariyechi)\b`,
    ],
    negation: String.raw`\b(?:kokhonoi|kokhono (?:na|noy))\b`,
    thirdPerson: String.raw`\b(?:se|uni|tini|oke|ora|bondhu|bondhura|bondhur|friend|roommate|colleague|(?:amar|or|tar) (?:bhai|dada|didi|bon|chele|meye))\b`,
    firstPerson: String.raw`\b(?:ami|amar|amake|amay)\b`,
    framing: String.raw`\b(?:swapne|swapno|sapne|shopne|dhyane|dhyan e|dhyaner|heshe|gorome|khide te|khidey|upobas|upos|roja|sobji|peyaj|ranna|game e|golpe|uponyashe|ahong)\b`,
    topic: String.raw`\b(?:probondho|rochona|essay|research|khobor|khobore|news|cinema|movie|film|gaan|boi|serial|series|project)\b`,
    resolved: String.raw`\b(?:bochor age|bochhor age|mash age|chhotobelay|choto belay|college e thakte|ek somoy|ekhon (?:ami )?(?:bhalo|valo) achi)\b`,
    cues: {
      means: String.raw`\b(?:ghumer (?:oshudh|bori|tablet)\w*|sleeping pills?|bish|poison|kitnashok|dori|orna|blade)\b`,
      prep: String.raw`\b(?:jomiye rekhechi|jomiye\w*|jomachhi|kine enechi|kine rekhechi|thik kore felechi|thik korei felechi|thik korechi|lukiye rekhechi|sorry maa|maf kore dio|khoma kore dio|sobai ke thanks|sobaike thanks|chithi likhe rekhechi|plan kora ache|plan kore felechi)\b`,
      timing: String.raw`\b(?:aj rate|ajke rate|aj raatei|kal bhore|kal sokale|ekhuni|rate sobai ghumiye porle|sobai ghumiye porle|ei robibar|ei sunday)\b`,
      recent: String.raw`\b(?:aj|ajke|kal|abar|roj)\b`,
      finality: String.raw`\b(?:bye everyone|bye sobai|sobai ke bye|bhalo theko sobai|sesh message|shesh message|last message|game over|chirodiner jonno|off hoye jabo|sob (?:shesh|sesh) kore (?:debo|dibo|felbo))\b`,
      despair: String.raw`\b(?:bojha|ar parchi na|r parchi na|ar pari na|jalabo na kauke|kauke jalabo na|keno je jonmechilam|keu bujhbe na|kono labh nei)\b`,
      harm: String.raw`\b(?:katlam|kete felechi|blade diye|chhyaka|bomi kori)\b`,
      body: String.raw`\b(?:haat|hath|haate|kobji|uru|chamra)\b`,
    },
  },
  {
    languages: ['mr-Latn'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die: "mala marayche ahe", "marun jaavasa vatata", never born.
      String.raw`\bmala (?:\S+ ){0,2}?(?:marayche|marayacha|maraycha|marachay|marayachay|marun jaaycha|marun jaycha|marun jaicha|marun jaaicha)\w*\b(?! (?:nahi|nahiye|navhta|nako)\b)|\b(?:marun (?:jaaycha|jaycha|jaicha|jaaicha|jayacha)|marayche|maraycha) (?:ahe|aahe|ahey)\b|\b(?:marun ?ja+v|mara+v|sampun ?ja+v)(?:a|asa|as|ase)\w*(?: asa| ase)? (?:vat|vaat)\w*|\b(?:janmalach|janmalo|janmale|janmala aalo|janmala ale)\w*(?: \S+)? (?:nasto|naste|nasti|nasla|nasta) (?:tar )?(?:\S+ )?(?:bara|bare|changla)\b`,
      // No will to live, no meaning in living, tired of life, not wanting to stay in this world.
      String.raw`\b(?:jagaycha|jagaychay|jagaych|jagaicha|jagayche|jagavasa)\w* (?:nahi|nahiye|nahi ahe|nako)\b|\bjagav(?:a|asa|as)\w* (?:vatat|vaatat|vatta) nahi\b|\b(?:nahi|nako) (?:jagaycha|jagaychay|jagayche|jagaicha)\b|\bjagun (?:tari )?(?:kay|kahi) (?:upyog|upayog|fayda|artha)\b|\bmala (?:ata |aata |he )?sagla (?:sampvaycha|sampavaycha|sampvaychay|sampavaychay)\b|\b(?:jagnyat|jagnyala|jivanat|ayushyat) (?:\S+ )?(?:artha|arth|matlab) (?:nahi|urla nahi|nahi urla|rahila nahi|nahi rahila)\b|\b(?:jivacha|jagnyacha|ayushyacha|jivanacha) (?:khup )?(?:kantala|kantaala|veet|vit) (?:aala|aalay|ala|alay)\b|\bya (?:jagat|jagaat|duniyet) (?:\S+ )?(?:rahaycha|rahaichay|jagaycha) (?:nahi|nako)\b`,
      // Suicide plainly, ending oneself.
      String.raw`\b(?:atmahatya|aatmahatya|atmhatya|suicide|sucide)\w* (?:karnar|karen|karin|karaychi|karaycha|karaychay|karavishi|karavasa|karavsa|karvasa|kartoy|kartey|karun ghein|karnyacha (?:vichar|nirnay|plan))\w*(?! (?:nahi|nahiye|nako)\b)|\b(?:swatahla|swatala|swathala|swatahala|swatah la|jiv|jeev|ayushya|life)\w* (?:sampavnar|sampaven|sampavin|sampavaycha|sampvaycha|sampavun takin|sampvun takin|sampavun taken|sampavun takaycha|sampvun takaycha|sampvun takava|sampavun takava|sampavto|sampvto|denar|dein|deen|dyaycha|dyavasa)\w*(?! \S*(?:sathi|saathi)\b)(?! (?:nahi|nahiye|nako)\b)`,
      // God take me; sleep and never wake; a burden; better off without me.
      String.raw`\b(?:deva|devaa|devba|vithhala|vitthala|vithala|vithoba|bappa|swami|ishwara|ishwar|parmeshwara|sai baba|mauli)\w*,?(?: \S+){0,4}? mala (?:\S+ )?(?:uchlun ghe|uchal|ghevun ja|gheun ja|bolavun ghe|maran de|mrutyu de|ne(?= ?(?:ata|aata|lavkar|tujhyakade|$|[.!?,])))\b|\b(?:zop|jhop|zopet|zopla|zopli)\w*(?: \S+){0,4}? (?:parat|punha|kadhich|parat kadhich) (?:uthu|uthuch|jaag|jaaga|jaage|uthaycha)\w* (?:naye|nako)\b|\b(?:zopet|zopetach|jhopetach) (?:\S+ )?(?:maran yava|marun ja+va|marava)\w*|\bmi (?:\S+ ){0,3}?(?:oza|ojha|oojha|ozha|bhaar) (?:ahe|aahe|zalo|zale|jhalo|jhale|zaloy|zaley)\b|\b(?:mazhyashivay|majhyashivay|mazyashivay|mi nasle tar|mi naslo tar|mi nasen tar|mi gelo tar|mi geli tar|mi mele tar|mi melo tar)(?: \S+){0,3}? (?:sukhi|khush|anandat|bara|bare|sutatil|mokale)\w*`,
      // Means and plan: hanging, jumping, the tracks, poison and pills, "tomorrow I won't be here".
      String.raw`\b(?:fasa|phasa|faas|phaas|galfas|galaphas|galfaas)\w* (?:ghenar|ghein|ghyaycha|laavnar|lavnar|gheto|ghete|ghetoy|ghetey)\b|\b(?:pankhya|pankha|fan|dori|odhni|odhani|saadi)\w*(?: \S+){0,4}? (?:latkun|lattkun|latakun) (?:jaain|jain|jaanar|janar|ghein)\b|\b(?:gachchi|gachhi|gacchi|terrace|chhat|pul|pool|building|imarat|kada|vihir|nadi|dharan|talav)\w*(?: \S+){0,4}? udi (?:marnar|marin|maren|ghein|ghenar|maraychi|taknar|maravishi|maravasa|marun (?:\S+ ){0,2}?(?:sampvun|sampavun|jiv|jeev|marun ja))\w*|\b(?:railway|rail|train|track|rulavar|rulavarun)\w*(?: \S+){0,2}? (?:zopnar|jhopnar|zopen|udi marnar|jiv denar)\b|\b(?:vish|kitaknashak|keetaknashak|undirache aushadh|undir marayche aushadh|shetatla aushadh|favaraniche aushadh|zopechya golya|golya)\w*(?: \S+){0,4}? (?:pinar|pein|piin|khanar|khain|ghenar|ghein|pyayla|pyayle|khallya)\b|\b(?:udya|udya sakali|sakali|aaj raatri|result nantar|nantar)(?: (?!ghari|office|ithe|tithe|punyat|mumbait)\S+){0,2} mi (?:nasen|nasnar|rahnar nahi|jivant nasen)\b|\bkayamcha (?:off|nighun) (?:hoto|hote|jaato|jato|jaate|jaain)\b|\bha (?:maza|majha|mazha) (?:shevatcha|shewatcha|last) (?:message|msg|nirop)\b(?!.{0,30}\b(?:aajcha|aaj|today|good ?night|gn)\b)`,
      // Self-harm: blade or compass on the arm, cuts and burns on oneself, wounds hidden, purging.
      String.raw`\b(?:blade|bled|chaku|suri|compass|cutter|razor)\w* ?(?:ne|ni|ane)(?: \S+){0,2}? (?:haat|hat|hath|managat|hatavar|mandi|nas)\w* (?:kapla|kaapla|kapli|kaple|kapte|kapto|orakhde|orakhada)\w*|\b(?:parat |punha )?(?:haat|hath|managat|nas)\w* (?:parat |punha )?(?:kapla|kaapla|kapli|kapte|kapto|kapun ghetla)\b|\b(?:swatahla|swatala|swathala|swatahala|swatah la)(?: \S+){0,2}? (?:kapte|kapto|kapla|kaple|bhajte|bhajto|bhajla|chatke|ija|jakhmi|marte|marto|maarun|shiksha)\w*|\b(?:cigarette|lighter|kaadi)\w*(?: \S+){0,3}? (?:chatke|chatka|bhajl)\w*|\b(?:jakhma|jakhmanchya|vran|vrana|kapalelya khuna|khuna)\w*(?: \S+){0,3}? (?:disnar nahit|disu naye|lapavte|lapavto|lapvun thevte|lapvun thevto)\b|\b(?:mudam|mudaam|mudamun|bot ghalun)(?: \S+){0,2}? (?:ulti|okari) (?:karte|karto|kadhte|kadhto|keli)\b|\bjevnyachya (?:layakicha|layakichi|layakiche|layak) nahi\b`,
      // Spiritual framings: going to the mother who died, to God's house, leaving this body, this
      // birth's work done, going to someone for ever.
      String.raw`(?=\w*kade )(?<=\b(?:geli|gele|varli|varle|nidhan|devaghari gel\w*|swargvas\w*|rahili nahi|rahile nahit|samadhist)\b.{0,60})\b(?:aaikade|aaicha kade|babankade|aajikade|ajobankade|navryakade|baykokade|mulakade|mulikade|gurunkade|tyanchyakade|tichyakade|tyachyakade)(?: \S+)? (?:jaaycha|jaycha|jaaichay|jaychay|jaavasa|javasa|jaanar|janar|nighun jaaycha)\w*|\b(?:devaghari|devakade)(?: \S+)? (?:jaaycha|jaycha|jaavasa|javasa|jaaichay)\w*(?! (?:nahi|nako)\b)|\b(?:ha|he|ya) (?:deh|sharir|shareer)(?: \S+)? (?:sodun|tyagun|sodaycha|tyagnar|sodnar)\w*|\b(?:ya|hya) (?:janmacha|janmache|janmatla|ayushyacha) (?:kaam|karma|bhog|hishob) (?:sampla|sample|purna zala)\b(?=.{0,40}\b(?:jaaychi|jaychi|jaanyachi|nighaychi) vel\b)|\b\w*kade (?:kayamcha|kayamche|kayamchi|kaymcha) (?:nighun )?(?:jaava|java|jaaycha|jaycha|jaain)\b`,
    ],
    fromOthers: [
      // Beaten by a husband, father or in-laws (not someone else, not "falls for her"), strangled,
      // threatened, burned over dowry, a bone broken.
      String.raw`\b${MR_AGENT}(?: (?!tila\b|tyala\b|tyanna\b|tichyavar\b|\S*var\b)\S+){0,4}? (?:marto|martat|marte|martoy|marla|marle|badavto|badavtat|maarhaan|marhan|dhamki|kondun|dambun|chukicha sparsh|vait sparsh|gala dab)\w*|\b(?:chukicha|vait|ghanerda) sparsh (?:karto|kartat|karte|kela)\b|\bgala (?:dabla|dabto|dabte|dabun|aavalla|dabaycha)\b|\b(?:tar|mhanto|mhantat|mhanala|dhamki (?:deto|detat|dili))(?: \S+){0,2}? (?:jivanishi|jive) (?:marin|maren|marnar|marun takin)\b|\b(?:jivanishi|jive) marnyachi dhamki\w*|\b(?:hunda|hundya|hundyasathi|dowry)\w*(?: \S+){0,4}? (?:chhal|chal|marhan|maarhaan|tras|dhamki)\w*|\b(?:rockel|rokel|kerosene|petrol)\w*(?: \S+){0,2}? (?:otun|takun|shimpdun) (?:jaltu|jaalnar|jaltil|jaaltil|petvun|jalun takel)\w*|\b(?:marun|maarun) (?:\S+ )?(?:haat|paay|daat|dat)\w* (?:modla|todla|fodla)\b`,
      // Touched by a relative, locked in, hiding while he bangs on the door.
      String.raw`\b(?:savatra baap|savatra vadil|kaka|mama|boss|sir|dir|sasre)(?: \S+){0,3}? (?:angala|angavar|chhatila) haat (?:lavto|lavtat|lavla)\b|\b(?:kholit|kholi madhe|gharat|room madhe|bathroom madhe)(?: \S+)? (?:kondun|dambun|band karun) (?:thevla|thevli|thevtat|thevto|thevlay)\b|\b(?:bathroom|kholit|room|kapatat)\w*(?: madhe)? (?:lapun|lapli|laplo|lapliye)(?: basliye| baslo| basli)?\b(?=.{0,60}\b(?:darvaja|darwaja|martoy|marel|bhiti|daru|chaku|aardatoy|orad)\w*)`,
    ],
    toOthers: [
      String.raw`\b(?:tyala|tila|tyanna|tya mansala|tya mulala|navryala|boss la|bossla|sasula|bhavala)(?: \S+){0,3}? (?:jivanishi marnar|jivanishi marin|marun takin|marun taken|marun taknar|sampavin|sampavnar|thar marin|thar marnar|bhoskin|bhoskan|chaku khupsen|chaku khupsin)\b|\bchaku (?:khupsen|khupsin|khupasnar)\b|\b(?:tyacha|ticha|tyancha|tya mansacha)(?: \S+)? (?:khun|murder) (?:karnar|karin|karen)\b|\b(?!swatahcha\b|majha\b|maza\b|mazha\b)\w+(?:cha|chi|che) gala dabun (?:marun takin|marin|maren|marnar)\b|\b(?:baalala|balala|mulala|mulila|babyla|baby la)(?: \S+)? (?:kahitari karen|marun takin|ija karen|fekun dein|fekun dyava|fekun dyavasa|dukhapat karen)\b|\b(?:jevnat|jevanat|chahat|dudhat|panyat|bhajit)\w*(?: \S+)? (?:vish|undirache aushadh) (?:milavavasa|milavin|milaven|ghalin|milavnar)\w*`,
    ],
    concern: [
      String.raw`\b(?:atmahatya|aatmahatya|atmhatya)\w*|\b(?:nidhan|varle|varli|punyatithi|antyasanskar)\b`,
    ],
    negation: String.raw`\b(?:kadhich|kadhihi|kadhi hi)\b`,
    thirdPerson: String.raw`\b(?:to|ti|tyala|tila|tyanna|tyane|tine|mitra|maitrin|maitrinine|mulga|mulgi|roommate|colleague|(?:maza|mazha|majha|mazhi|mazi|majhi) (?:bhau|bahin|tai|dada))\b`,
    firstPerson: String.raw`\b(?:mi|mala|majha|majhi|majhe|maza|mazi|maze|mazha|mazhi|mazhe)\b`,
    framing: String.raw`\b(?:swapna|swapnat|swapnaat|dhyanat|dhyan kartana|hasun|hasta hasta|bhukene|ukadyane|thandine|upvas|upvasat|roze|roza|bhaji|chirtana|swayampak|kanda|kathet|kadambarit|game madhe|ahankar)\b`,
    topic: String.raw`\b(?:nibandh|essay|research|sanshodhan|batmi|batmit|news|picture|cinema|movie|film|gaana|gane|pustak|pustakat|serial|series|bhashan|project)\b`,
    resolved: String.raw`\b(?:varshapurvi|varsha purvi|varshanpurvi|mahinyapurvi|lahanpani|college madhe astana|ek kali|aadhi (?:\S+ )?(?:yayche|vatayche|karaychi|karaycho)|ata (?:mi )?(?:bara|bari|thik) ahe)\b`,
    cues: {
      means: String.raw`\b(?:vish|kitaknashak|zopechya golya|golya|dori|fasa|odhni|blade|undirache aushadh|shetatla aushadh)\b`,
      prep: String.raw`\b(?:jamvun thevl\w*|lapvun thevl\w*|aanun thevl\w*|aanla|vikat ghetl\w*|tharavla|tharavlay|tharavle|nirnay ghetla|tayari zali|tayari keli|maaf kara|mala maaf kar|saglyanna thanks)\b`,
      timing: String.raw`\b(?:aaj raatri|udya sakali|udya pahate|ya aathvadyat|sagle zoplyavar|ghari koni nastana|ya ravivari)\b`,
      recent: String.raw`\b(?:aaj|kaal|parat|punha|roj)\b`,
      finality: String.raw`\b(?:bye sagle|alvida|shevatcha (?:message|nirop)|kalji ghya|game over|kayamcha|sagla samp\w+|punha bhetnar nahi)\b`,
      despair: String.raw`\b(?:oza|thaklo|thakle|sahan hot nahi|kahi artha nahi|kunala mazi garaj nahi|kunala tras denar nahi|aasha nahi)\b`,
      harm: String.raw`\b(?:kapla|blade ne|bhajla|chatke|ulti keli)\b`,
      body: String.raw`\b(?:haat|hatavar|managat|mandi|tvacha)\b`,
    },
  },
];

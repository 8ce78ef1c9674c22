import type { LexiconSource } from './lexicon.ts';

// German and Dutch, against the folded text (umlauts lose their dots: "möchte" → "mochte";
// spellings with "oe"/"ue" are listed where they matter).

const DE_WANT = String.raw`(?:will|wollte|mochte|moechte|mag|wurde gern|wuerde gern|werde|denke (?:daran|druber nach|ernsthaft daran)|uberlege|ueberlege|plane|hab vor|habe vor|bin bereit|muss|sollte|wunschte|wuensche|wunsche mir|sehne mich danach)`;
const DE_DIE = String.raw`(?:sterben|tot sein|mich umbringen|mich toten|mich toeten|mir das leben nehmen|nicht mehr (?:leben|da sein|aufwachen|existieren|sein)|verschwinden(?=\s*(?:$|[.!?,;])| fur immer| fuer immer)|schluss machen(?! mit (?:ihm|ihr|dem|der|meinem|meiner))|es beenden|alles beenden|mein leben beenden|mich aufhangen|mich aufhaengen|mich erhangen|springen|mich vor (?:den|einen) zug werfen|mich ritzen|mich verletzen|einschlafen und nicht mehr aufwachen)`;
const NL_WANT = String.raw`(?:wil|wou|zou (?:willen|graag)|ga|denk (?:erover|eraan) om|overweeg|ben van plan om|van plan om|klaar om|moet|wens|hoop)`;
const NL_DIE = String.raw`(?:dood(?! moe)|sterven|zelfmoord plegen|mezelf (?:van kant maken|ophangen|doden|iets aandoen|snijden|pijn doen)|er (?:een )?(?:eind|einde) aan maken|er nie?t meer (?:zijn|wezen)|nie?t meer (?:leven|wakker worden|bestaan)|verdwijnen(?=\s*(?:$|[.!?,;])| voor altijd)|(?:voor|van) (?:de|het|een) (?:\S+ ){0,2}(?:te )?springen|mezelf (?:op ?te ?hangen|te doden|dood te maken|van kant te maken)|zelfmoord (?:te )?plegen|een eind aan (?:mijn|mn) leven (?:te )?maken|niet meer wakker (?:te )?worden)`;

export const GERMANIC: LexiconSource[] = [
  {
    languages: ['de'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b${DE_WANT} (?:(?:einfach|nur|noch|endlich|wirklich|eigentlich|lieber|so|es|ja|echt|halt|jetzt|heute|bald) )*${DE_DIE}`,
      // "mich einfach nur noch umbringen", "mich heute erschiessen": the reflexive verb with fillers.
      String.raw`\bmich (?:(?:einfach|nur|noch|echt|endlich|halt|jetzt|heute|bald|selbst|wirklich|morgen) ){1,4}(?:umbringen|umzubringen|toten|aufhangen|aufzuhangen|erhangen|erschiessen|vergiften|ritzen|vor (?:den|einen) zug werfen|von (?:der|einer) brucke sturzen)\b|\bmich (?:erschiessen|vergiften|erstechen|ertranken|vor (?:den|einen) zug werfen|(?:von der|vor die) \w+ (?:sturzen|werfen))\b`,
      // Slang and misspelling: "wil nich mehr lebn", "keinen bock mehr auf leben".
      String.raw`\b(?:will|wil|mag|kann) (?:einfach |echt |wirklich )?(?:nicht|nich|net|ned|nit) (?:mehr|mer) (?:lebe?n|weiter|existieren)\b|\bkein(?:en)? (?:bock|lust|kraft|nerv) mehr (?:auf|zu) (?:\w+ )?lebe?n\b|\b(?:will|mochte|wunsche mir)(?: nur| einfach| nur noch| jetzt)?,? dass (?:es|alles) (?:jetzt |endlich |einfach )?(?:aufhort|vorbei ist|endet)\b(?! zu)|\b(?:hoffe|wunsche|bete)(?: \S+){0,3},? dass ich (?:\w+ ){0,2}(?:nicht mehr|nie mehr|nie wieder) (?:aufwache|aufwachen werde|lebe|da bin)\b|\b(?:falls|wenn) ich mich nicht mehr melde\b`,
      // Lethal amounts, hurting until it bleeds, purging as punishment, crossing over to the dead.
      String.raw`\b(?:ab welcher|welche|wie ?viel\w*) (?:menge|dosis|anzahl|tabletten|pillen)\b.{0,60}\b(?:todlich|totlich|stirbt man)\b|\b(?:kratz\w*|ritz\w*|schneid\w*|beiss\w*|reiss\w*|schlag\w*)(?: \S+){0,5} bis (?:es|sie|ich|das|die haut) blut\w*\b|\b(?:gekotzt|erbrochen|kotze|ubergebe mich) (?:\w+ ){0,2}nach dem essen\b|\b(?:meinen korper|mich) (?:\w+ ){0,3}bestrafen\b|\bzu (?:ihr|ihm|ihnen) (?:hinubergehen|hinuber|auf die andere seite)\b|\b(?:diese|meine) inkarnation ist (?:abgeschlossen|vorbei|beendet|zu ende)\b|\bseele (?:will )?(?:zuruck )?ins licht\b`,
      String.raw`\bmich (?:umbringen|umzubringen|toten|zu toten|aufhangen|aufzuhangen|erhangen|ritzen|zu ritzen|selbst verletzen|vor den zug)\b|\bbring(?:e)? mich (?:(?:heute|jetzt|morgen|einfach|bald|noch|endlich|halt|echt|wirklich) ){1,3}um\b|\b(?:denke|dachte|uberlege|ueberlege)(?: \S+){0,3} (?:von|vor|aus) (?:\S+ ){1,3}(?:zu springen|runterzuspringen|zu werfen|zu sturzen)\b|\bmir das leben (?:zu )?nehmen\b|\bselbstmord (?:begehen|machen|zu begehen)\b|\bsuizidgedanken\b|\bsuizidal\b|\bdaran (?:zu )?sterben\b`,
      String.raw`\bich (?:will|kann|mag) (?:einfach |echt |wirklich )?nicht mehr(?=\s*(?:$|[.!?,;])| leben| weiter| weitermachen| so weiter)|\bwill nicht mehr leben\b|\bkeinen sinn mehr\b(?=.*\b(?:leben|weiter)\b)|\bnicht mehr aufwachen\b`,
      // Better not to wake up; no sense in living; leaving this world; shooting or cutting oneself.
      String.raw`\b(?:ware|waere|ist|war) (?:es )?besser,? (?:nicht mehr|nie mehr|nicht) (?:aufzuwachen|zu leben|zu existieren|da zu sein|geboren worden zu sein)\b|\bbesser,? (?:nicht mehr|nie mehr) aufzuwachen\b|\bkeinen sinn (?:mehr )?(?:im leben|zu leben|am leben|weiterzuleben|weiterzumachen)\b|\bdas leben hat (?:fur mich )?keinen sinn (?:mehr)?\b|\b(?:diese|die) welt (?:zu )?verlassen\b|\b(?:ich )?erschiess(?:e)? mich\b|\bmir (?:eine kugel|die kugel) (?:geben|zu geben|in den kopf)\b|\bschneid(?:e)? mich\b(?!.{0,25}\b(?:beim|aus versehen|an (?:papier|dem|der)|rasieren|kochen)\b)`,
      String.raw`\bohne mich (?:waren|waeren|ware|waere|ist|sind|hatten|haetten) (?:alle|sie|ihr|er|die|meine \w+|es)(?: \w+)? (?:besser|glucklicher|gluecklicher)\b|\b(?:alle|sie|ihr) (?:waren|waeren) (?:ohne mich )?besser dran\b|\bbesser dran ohne mich\b|\bwenn ich (?:\w+ )?nicht mehr (?:da (?:bin|ware|waere)|aufwache|lebe)\b|\bich bin (?:nur )?(?:eine )?last\b|\bniemand (?:wurde|wuerde) mich vermissen\b|\bwunschte,? ich (?:ware|waere) tot\b`,
      String.raw`\babschiedsbrief\b|\bich wollte mich (?:nur )?verabschieden\b|\blebt wohl\b|\bmeine letzte nachricht\b|\bmeine sachen (?:verschenkt|weggegeben)\b`,
      String.raw`\b(?:tabletten|pillen|medikamente|schlaftabletten)\b(?=.*\b(?:gesammelt|gehortet|genug|alle (?:nehmen|auf einmal)|besorgt|zusammen|heute nacht)\b)|\b(?:gesammelt|gehortet|besorgt) (?:\w+ ){0,2}(?:tabletten|pillen|medikamente)\b|\bseil (?:gekauft|besorgt|ist bereit)\b|\beinfach (?:\w+ )?springen\b|\bspringen,? wenn\b|\b(?:vor den|vor einen) zug\b|\btodliche dosis\b|\bwie viele \w+ (?:braucht man|muss man nehmen) (?:um|bis)\b`,
      String.raw`\b(?:hab|habe) mich (?:\w+ ){0,2}(?:geritzt|geschnitten|verbrannt|verletzt|geschlagen)\b(?! beim)|\britze mich\b|\bselbstverletz\w*|\bmich (?:zu )?ritzen\b|\bmich (?:zum )?(?:erbrechen|kotzen) (?:bringen|zwingen)\b`,
      String.raw`\b(?:bereit|zeit|will|mochte) (?:\w+ )?(?:diesen (?:korper|koerper)|dieses leben|diese welt) zu verlassen\b|\bdiesen (?:korper|koerper) verlassen\b|\b(?:heimgehen|ins licht gehen|nach hause gehen)\b(?=.*\b(?:heute|bereit|bald|will)\b)|\bmeine zeit (?:hier |auf (?:der )?erde )?ist (?:um|vorbei|abgelaufen)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:mein (?:\w+ )?(?:mann|freund|vater|stiefvater|bruder|onkel|opa|ex|chef|partner)|meine (?:\w+ )?(?:frau|freundin|mutter|stiefmutter|schwester|tante)|er|sie)(?: \w+){0,3}? (?:schlagt|schlaegt|hat mich (?:\w+ )?(?:geschlagen|gewurgt|gewuergt|vergewaltigt|getreten|gestossen|eingesperrt|bedroht|angefasst|ausgesperrt)|wurgt|wuergt|tritt|bedroht|vergewaltigt|fasst mich an|sperrt mich ein)\b`,
      String.raw`\bbringt (?:er|sie) mich (?:wirklich )?um\b|(?<!(?:mutter|mama|mutti|vater|papa|chef|chefin|lehrer|lehrerin|trainer)\b.{0,25})\b(?:bringt|bringe) mich um\b(?=.*\b(?:gesagt|droht|wenn ich)\b)|\bangst (?:vor ihm|vor ihr|dass er mich|nach hause)\b|\bhausliche gewalt\b|\bhande um meinen hals\b|\bgewurgt\b`,
      String.raw`\b(?:gesagt|sagt|droht|gedroht|geschrieben|schreibt),? (?:dass )?(?:wenn|falls) ich (?:\S+ ){1,5}(?:bringt|bringe) (?:er|sie) mich (?:\S+ )?um\b|\b(?:wenn|falls) ich (?:\S+ ){1,5}(?:bringt|bringe) er mich (?:\S+ )?um\b`,
      // Stalking with a threat, "if I can't have you, no one can", locked in, sexual abuse at night.
      String.raw`\bwenn ich dich nicht haben kann,? (?:dann )?(?:keiner|niemand|kein anderer)\b|\b(?:er|sie|mein ex|meine ex) (?:hat|besitzt) (?:eine |ein )?(?:waffe|pistole|messer|gewehr)\b|\bsteht (?:\S+ ){0,5}vor (?:meinem|meiner) (?:haus|wohnung|tur|arbeit)\b|\b(?:lasst|lasst) mich nicht (?:raus|aus dem haus|aus der wohnung)\b|\bsperrt mich (?:\w+ )?ein\b|\b(?:nimmt|nahm|hat) mir (?:\w+ )?(?:handy|pass|schlussel|ausweis) (?:weg|abgenommen)\b|\bkommt (?:nachts|abends|immer wieder) in mein (?:zimmer|bett)\b|\b(?:schlagt|schlug|tritt|trat|wurgt|wurgte) mich\b|\bdroht,? mich (?:umzubringen|zu toten|abzustechen)\b`,
    ],
    toOthers: [
      String.raw`\b(?:will|werde|mochte|gedanken|lust|vor)(?: (?!mich\b)\w+){0,4} (?:umbringen|umzubringen|abstechen|abzustechen|erschiessen|zu erschiessen|toten|zu toten|was antun|was anzutun|etwas antun|etwas anzutun|auflauere|auflauern)\b`,
      String.raw`\b(?:knall|knalle|schiess|stech|mach) (?:ich )?(?:die|den|sie|ihn|alle|euch|die alle) (?:ab|kalt|platt)\b|\b(?:waffenschrank|amoklauf|amok laufen)\b(?=.{0,140}\b(?:schule|morgen|ernst|alle)\b)|\b(?:impulse|gedanken|angst),? (?:meinem|mein|das) (?:baby|kind) (?:\w+ )?(?:weh ?zu ?tun|zu schutteln|zu ersticken)\b`,
    ],
    concern: [
      String.raw`\bsuizid\w*|\bselbstmord\w*|\britzen\b|\b(?:gestorben|verstorben|tod meine[rs]|trauer\w*|beerdigung|verloren)\b|\bwill sich umbringen\b|\bsorgen um (?:meinen|meine) (?:sohn|tochter|freund|freundin)`,
    ],
    negation: String.raw`\b(?:nicht|nie|niemals|kein|keine|nein)\b`,
    thirdPerson: String.raw`\b(?:er|sie|mein (?:freund|sohn|bruder|vater|mann)|meine (?:freundin|tochter|schwester|mutter|frau)|jemand|du)\b`,
    firstPerson: String.raw`\b(?:ich|mich|mir|ohne mich)\b`,
    framing: String.raw`\b(?:traum\w*|getraumt|albtraum|alptraum|ego-tod|egotod|das ego toten|bardo|phowa|aus versehen|beim kochen|fasten|ramadan|zu tode (?:gelangweilt|erschrocken)|(?:an )?mein (?:altes|fruheres|frueheres) ich|lach(?:e)? mich tot|sterbe vor (?:neugier|langeweile|hunger|lachen))\b`,
    topic: String.raw`\b(?:aufsatz|referat|hausarbeit|studie|forschung|statistik\w*|artikel|nachrichten|doku\w*|film|serie|roman|buch|lied|unterricht|pravention|sterbehilfe|philosophie)\b`,
    resolved: String.raw`\b(?:vor (?:\w+ )?jahren|als ich (?:\w+ )?(?:kind|jugendlich|teenager|jung|\d+) war|fruher|heute geht es mir besser)\b`,
    recovered: String.raw`\b(?:heute (?:geht es mir (?:gut|besser)|bin ich \d+ und es geht mir gut|bin ich glucklich)|(?:jetzt|inzwischen) geht es mir (?:gut|besser)|das ist vorbei|uberstanden|ueberstanden|heute feiere ich)\b`,
    past: String.raw`\b(?:wollte|habe ich versucht|hab ich versucht|versuchte|habe mich geritzt|hab mich geritzt|ritzte mich|es gab eine zeit|vor (?:\w+ )?jahren|(?:19|20)\d\d|mit \d+|als ich (?:\w+ )?war|als teenager|fruher|letztes jahr)\b`,
    cues: {
      means: String.raw`\b(?:strick|nehme ich (?:sie )?alle|(?:sie )?alle (?:auf einmal )?(?:nehmen|schlucken)|seil(?! (?:zum|fur|fuer) )|schlinge|(?:alle|\d+|packungen?|schachteln?) (?:tabletten|pillen|stuck)|packungen|schlaftabletten|amitriptylin|paracetamol|tilidin|gift|rattengift|waffe|jagdwaffe|gewehr|pistole|waffenschrank|klinge|rasierklinge|\b(?<!(?:uber|ueber|unter|auf) (?:die |der |eine |einer )?)\w*brucke|hochhausdach|gleise|bahngleise|\d+\. stock)\b`,
      prep: String.raw`\b(?:gesammelt|gehortet|besorgt|gekauft|bestellt|schlussel liegt|der schlussel|uberlegt|angeschaut|schau ich mir|alles durchdacht|durchdacht|ich denk standig dran|ich weiss (?:wo|wie|wann)|alles vorbereitet|zusammen sind es|genug)\b`,
      timing: String.raw`\b(?:heute nacht|heute abend|morgen|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:nacht|abend)?|wochenende|allein im haus|wenn alle (?:weg|schlafen|in der kirche)|diese woche|bald)\b`,
      finality: String.raw`\b(?:abschiedsbrief|(?:meine )?\w+ (?:verschenkt|geschenkt)|zuruckgesetzt|war schon mit euch|lebt wohl|passt auf (?:meine|meinen|mein) \w+ auf|testament|gehe (?:bald )?heim|falls ich mich nicht mehr melde)\b`,
      despair: String.raw`\b(?:schaff (?:das|es) nicht mehr|kann nicht mehr|keinen sinn mehr|sehe keinen sinn|keinen ausweg|bin (?:nur )?eine last|hass(?:e)? (?:mich|meinen korper)|alles egal|niemand wurde mich vermissen|keine kraft mehr)\b`,
      harm: String.raw`\b(?:ritzen|geritzt|klinge|rasierklinge|aufgekratzt|aufkratzen|kratz\w* \w+ auf|blut\w*|verbrannt|gekotzt|erbrochen|abfuhrmittel|bestrafen|narben)\b`,
      body: String.raw`\b(?:arme?|arm|handgelenke?|beine?|oberschenkel|bauch|haut)\b`,
    },
  },
  {
    languages: ['nl'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b${NL_WANT} (?:(?:gewoon|echt|egt|graag|liever|het liefst|dan maar) )*${NL_DIE}`,
      // Better not to wake up; no sense in living; leaving this world; shooting or cutting oneself.
      String.raw`\bbeter (?:is |was |zou zijn )?(?:om )?(?:niet meer|nooit meer) wakker (?:te )?worden\b|\bgeen zin meer (?:in (?:het )?leven|om te leven|in alles)\b|\bhet leven heeft geen zin (?:meer)?\b|\b(?:deze|de) wereld (?:te )?verlaten\b(?! en | om )|\bschiet mezelf (?:neer|dood|door mn kop)\b|\bmezelf (?:neer|dood) (?:te )?schieten\b|\bsnij mezelf\b|\bsnij in mn (?:armen|benen|polsen)\b`,
      String.raw`\bzie het (?:\w+ )?nie?t meer zitten\b|\bals ik er (?:\w+ )?nie?t meer (?:ben|was|zou zijn)\b|\bnie?t meer wakker (?:word|worden|wordt)\b|\bbeter af zonder (?:mij|me)\b|\bklaar met (?:alles|het leven|leven)\b|\bben (?:een )?last\b|\bwil nie?t meer (?:leven|verder)\b|\bmezelf (?:van kant maken|ophangen|doden|iets aandoen)\b|\bzelfmoord\b(?=.*\b(?:ik|mezelf|plegen|denk)\b)`,
      String.raw`\b(?:laatste )?(?:goederen)?trein\b(?=.*\b(?:hoe laat|langskomt|fiets|spoor|ervoor|langs komt)\b)|\b(?:pillen|medicijnen|tabletten|poeder|slaappillen)\b(?=.*\b(?:gespaard|verzameld|besteld|genoeg|allemaal|in mn la|klaar|wacht)\b)|\b(?:touw|strop) (?:gekocht|klaar)\b(?! (?:om te|voor (?:de|het|mijn)) (?:klimmen|was|boot|tent|springen|klimmen))|\bvan het (?:balkon|dak|flat|gebouw|brug)\b(?=.*\b(?:springen|spring|moet|af)\b)|\bspringen\b(?=.*\b(?:balkon|dak|brug|trein|flat)\b)`,
      String.raw`\b(?:heb )?(?:mezelf|mij|me) (?:weer |vandaag |gisteren )?(?:gesneden|gebrand|verwond|pijn gedaan|gekrast|geslagen)\b|\bsnijd (?:mezelf|mij|me)\b|\bzelfbeschadig\w*|\bmezelf (?:snijden|pijn doen|branden)\b`,
      String.raw`\bmijn tijd (?:hier |op aarde )?(?:zit erop|is om|is voorbij)\b|\bterug naar (?:huis|het licht)\b(?=.*\b(?:binnenkort|klaar|vanavond|ga)\b)|\bnaar (?:haar|hem) toe\b(?=.*\b(?:geregeld|overleden|klaar|wil)\b)|\balles geregeld\b(?=.*\b(?:papieren|afscheid|broer|zus|klaar)\b)|\b(?:spullen|kristallen|alles) (?:al )?(?:weggegeven|weggebracht)\b|\babonnementen opgezegd\b|\bafscheidsbrief\b|\bwil (?:jullie )?gedag zeggen\b|\bvaarwel\b|\bmijn laatste bericht\b`,
    ],
    fromOthers: [
      String.raw`\b(?:mijn (?:\w+ )?(?:man|vriend|vader|stiefvader|broer|oom|opa|ex|baas|partner|vriendin|vrouw|moeder|zus|tante)|hij|zij)(?: \w+){0,3}? (?:slaat|sloeg|schopt|schopte|wurgt|wurgde|verkracht\w*|bedreigt|bedreigde|duwt|duwde|zit aan me|zat aan me|sluit me op|sloot me (?:op|buiten)|heeft me (?:\w+ )?(?:geslagen|gewurgd|buitengesloten|verkracht|geschopt))\b`,
      String.raw`\b(?:zei|zegt|dreigt|dreigde|schreef)(?: \S+){0,2} (?:dat )?als ik (?:\S+ ){1,5}(?:hij|ze|zij) me (?:vermoordt|doodmaakt|dood maakt|afmaakt)\b|\b(?:hij|ze) (?:wurgt|wurgde|slaat|sloeg) me\b`,
      String.raw`\bzit aan me\b|\bme (?:echt )?iets aandoet\b|\bhij (?:vermoordt|maakt) me (?:af|dood)?\b|\bbang (?:dat hij|voor hem|om naar huis)\b|\bhuiselijk geweld\b|\bhanden om mijn (?:nek|keel)\b|\bsloeg (?:hij )?mijn hoofd\b`,
    ],
    toOthers: [
      String.raw`\b(?:ga|wil|zin om|denk erover)(?: (?!mezelf\b)\w+){0,7} (?:neersteken|neerschieten|vermoorden|doodmaken|dood maken|iets aandoen|pijn doen|in elkaar slaan|afmaken)\b`,
    ],
    concern: [
      String.raw`\bzelfmoord\w*|\bsuicid\w*|\bzelfbeschadig\w*|\b(?:overleden|gestorven|rouw\w*|begrafenis|verloren)\b|\bwil dood\b|\bzorgen om (?:mijn|me) (?:zoon|dochter|vriend|vriendin)`,
    ],
    negation: String.raw`\b(?:niet|nie|nooit|geen)\b`,
    thirdPerson: String.raw`\b(?:hij|zij|ze|mijn (?:vriend|zoon|broer|vader|man|vriendin|dochter|zus|moeder|vrouw)|iemand|jij|je)\b`,
    firstPerson: String.raw`\b(?:ik|mij|me|mezelf|mn|mijn leven)\b`,
    framing: String.raw`\b(?:droom\w*|gedroomd|nachtmerrie|ego-dood|egodood|bardo|phowa|per ongeluk|tijdens het koken|vasten|ramadan|dood ?moe|dood van (?:de )?(?:honger|dorst|verveling|kou|het lachen|nieuwsgierigheid)|lach me dood|mijn oude ik)\b`,
    topic: String.raw`\b(?:werkstuk|scriptie|onderzoek|statistiek\w*|artikel|nieuws|documentaire|film|serie|roman|boek|lied|les|preventie|euthanasie|filosofie)\b`,
    resolved: String.raw`\b(?:jaren geleden|toen ik (?:\w+ )?(?:kind|jong|tiener|\d+) was|vroeger|nu gaat het beter)\b`,
    recovered: String.raw`\b(?:nu (?:gaat het (?:goed|beter)|ben ik \d+ en gaat het goed)|het gaat (?:nu )?goed met me|dat is (?:voorbij|verleden tijd)|ik ben (?:nu )?gelukkig)\b`,
    past: String.raw`\b(?:wilde|probeerde|heb geprobeerd|sneed|er was een tijd|jaren geleden|in (?:19|20)\d\d|op (?:mijn|mn) \d+(?:e|ste)?|toen ik|vroeger|vorig jaar)\b`,
    cues: {
      means: String.raw`\b(?:touw(?!.{0,25}\b(?:om te|voor (?:de|het|mijn)) (?:klimmen|was|boot|tent|tuin|schommel))|strop|(?:al mijn|alle|\d+|doosjes?|strips?) (?:pillen|medicijnen|tabletten)|slaappillen|poeder|middel x|vergif|gif|pistool|geweer|scheermesje\w*|\b(?<!(?:over|onder|via) (?:de |een )?)brug|van (?:de|het|een) (?:flat|dak|brug)|op het spoor|spoor|\d+(?:e|ste) verdieping)\b`,
      prep: String.raw`\b(?:besteld|gekocht|gespaard|verzameld|verstopt|ligt in (?:mn|mijn) (?:la|kast|tas)|ligt klaar|al klaar|ik weet (?:waar|hoe|wanneer)|alles geregeld|afscheidsbrief geschreven|heb (?:het )?besloten)\b`,
      timing: String.raw`\b(?:vannacht|vanavond|morgen|dit weekend|(?:op |a\.s\. )?(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)|ik wacht (?:nog )?tot|na de verjaardag|als (?:iedereen|ze|mn ouders) (?:slaapt|slapen|weg (?:is|zijn)))\b`,
      finality: String.raw`\b(?:afscheidsbrief|dan is het goed|dan is het klaar|vaarwel|mijn laatste bericht|spullen weggegeven|zorg goed voor)\b`,
      despair: String.raw`\b(?:zie het niet meer zitten|kan niet meer|ben een last|niemand (?:zou|zal) me missen|heeft geen zin|uitzichtloos|klaar met alles)\b`,
      harm: String.raw`\b(?:krassen|openkrassen|open te krassen|snijden|gesneden|scheermesje\w*|paperclip|bloed\w*|littekens|brandwonden|haren uit|kale plekken|overgeven|kotsen|laxeermiddel\w*)\b`,
      body: String.raw`\b(?:armen|arm|polsen|pols|benen|dijen|buik|huid|hoofdhuid)\b`,
    },
  },
];

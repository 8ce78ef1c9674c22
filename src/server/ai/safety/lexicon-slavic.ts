import type { LexiconSource } from './lexicon.ts';

// Russian, Ukrainian (Cyrillic) and Polish, against the folded text: й → и, ё → е, ї → і,
// Polish ą ę ó ś ć ź ż ń lose their marks; ł is a letter of its own, so patterns say [łl].

const RU_WANT = String.raw`(?:хочу|хочется|хотела?сь? бы|хотелось бы|собираюсь|думаю|подумываю|планирую|готова?|решила?|надо|пора|мечтаю|лучше|пытаюсь|пыталась|пытался|попробую|могу)`;
const RU_DIE = String.raw`(?:умереть|со всем покончить|с собой покончить|с жизнью покончить|уйти из (?:этого мира|мира|жизни)|застрелиться|пустить себе пулю|сдохнуть|умирать|помереть|покончить (?:с собои|со всем|с жизнью)|убить себя|наложить на себя руки|уити из жизни|исчезнуть(?: навсегда)?|не жить|не проснуться|не существовать|повеситься|выпрыгнуть|прыгнуть (?:с|из|под)|броситься (?:с|под|из)|вскрыть (?:себе )?вены|порезать себя|резать себя|навредить себе|отравиться|заснуть и не проснуться|свести сч[её]ты с жизнью|уснуть навсегда|выпилиться|роскомнадзорнуться)`;
const UK_WANT = String.raw`(?:хочу|хочеться|хотіла? б|хотілося б|збираюся|думаю|планую|готова?|вирішила?|треба|пора|краще|мрію)`;
const UK_DIE = String.raw`(?:померти|з усім покінчити|з собою покінчити|з життям покінчити|піти з (?:цього світу|світу|життя)|застрелитися|вмерти|здохнути|вбити себе|покінчити (?:з собою|з усім|з життям)|накласти на себе руки|піти з життя|зникнути(?: назавжди)?|не жити|не прокинутися|не прокидатися|не існувати|повіситися|вистрибнути|стрибнути (?:з|під)|кинутися (?:з|під)|порізати себе|різати себе|отруїтися|заснути і не прокинутися)`;
const PL_WANT = String.raw`(?:chce|chcialbym|chcialabym|chcialam|chcialem|mam ochote|zamierzam|planuje|mysle o tym,? ?zeby|mysle,? ?zeby|zaraz|wole|musze|postanowilam|postanowilem|gotowa|gotowy|ide|pojde|chyba|dzis|dzisiaj|jutro|zeby|by|aby|chcialabym|marze,? ?zeby|mam zamiar)`;
const PL_DIE = String.raw`(?:umrzec|z tym wszystkim skonczyc|ze soba skonczyc|ze wszystkim skonczyc|odejsc z tego swiata|zabic sie|sie zabic|skonczyc ze soba|skonczyc z tym wszystkim|odebrac sobie zycie|zniknac(?: na zawsze)?|nie zyc|nie istniec|nie obudzic sie|sie nie obudzic|powiesic sie|sie powiesic|skoczyc (?:z|pod)|rzucic sie pod|pociac sie|sie pociac|ciac sie|zrobic sobie krzywde|zasnac i sie nie obudzic|zajebac sie|sie zajebac|otruc sie|sie otruc|przedawkowac|zaglodzic sie|sie zaglodzic|odejsc (?:do swiatla|do (?:mamy|taty|brata|siostry|babci|dziadka|niego|niej|nieba)|z tego swiata|na zawsze|z tego zycia)|isc do nieba|wyskoczyc (?:z|przez) okn\w*|sie nie budzic)`;

export const SLAVIC: LexiconSource[] = [
  {
    languages: ['ru'],
    group: 'cyrillic',
    spaced: true,
    self: [
      String.raw`\b${RU_WANT} (?:(?:просто|уже|наконец|тихо|взять и|бы) )*${RU_DIE}`,
      // Better not to wake up; no sense in living; shooting oneself.
      String.raw`\bлучше (?:бы )?(?:мне )?(?:не просыпаться|не проснуться|не жить|не существовать|не рождаться|умереть)\b|\bне вижу (?:больше |никакого )*смысла (?:в жизни|жить|дальше жить)\b|\bжизнь не имеет (?:никакого )?смысла\b|\bзастрелюсь\b|\bпущу себе пулю\b`,
      // Leaving quietly / for good, stepping off, going out the window, wishing not to exist.
      String.raw`\b(?:хочу|хочется|готова?|пора|решила?) (?:(?:просто|уже|тихо) )*уити (?:тихо|навсегда|сознательно|из жизни|к (?:нему|неи|ним|маме|папе|сыну|дочке|мужу))\b|\bи не вернуться\b|\b(?:думала?|думаю|хотела?|тянет|хочется) (?:\S+ ){0,3}(?:шагнуть|прыгнуть|сигануть|броситься|спрыгнуть|выити в окно)\b|\bвыи(?:ду|ти|ти бы) (?:в|из) окн\p{L}*|\b(?:лучше бы|хочу,? чтобы|хочется,? чтобы) меня (?:\S+ )?(?:не было|не стало|сбила машина|убило)\b|\bникто (?:и |даже )?не (?:заметит|заплачет|вспомнит)\b|\bесли (?:\S+ )?меня не будет\b`,
      // Cutting and burning in any order of words, "опять порезалась", purging and starving.
      String.raw`\b(?:опять|снова|сегодня|вчера) порезала?сь\b|\bсебя (?:режу|резала?|порезала?|жгу|прижигаю|бью)\b|\bпорезала? (?:себе )?(?:руки|руку|ноги|бедра|запясть\p{L}*)\b|\bприжига\p{L}* (?:себе|себя)\b|\bморю себя голодом\b|\bне ем (?:уже )?(?:\S+ )?(?:дн\p{L}*|недел\p{L}*)\b(?=.{0,80}\b(?:наказ|заслуж|толст)\p{L}*)`,
      String.raw`\bне (?:хочу|хочется|могу|вижу смысла) (?:больше |уже |так )*(?:жить|просыпаться|существовать|так жить|продолжать)\b|\bжить не хочется\b|\bлучше бы (?:я )?(?:умерла?|не родилась?|сдохла?|исчезла?)\b|\bвсем (?:будет |было бы |станет )?(?:только )?лучше без меня\b|\bлучше без меня\b|\bя (?:только )?обуза\b|\bпокончу с собои\b|\bубью себя\b|\bсуицидальн\p{L}+ мысл\p{L}+|\bмысли о (?:суициде|самоубииств\p{L}+|смерти)\b|\bникто не (?:заметит|заплачет|будет скучать)\b`,
      String.raw`\b(?:режу|резала?|порезала?|жгу|прижигаю|обожгла?|царапаю|бью) (?:себе|себя)\b|\bпорезала?сь (?:снова|опять)\b|\bрежусь\b|\bселфхарм\p{L}*|\bсамоповрежд\p{L}*|\bвызываю (?:у себя )?рвоту\b|\bне заслуживаю (?:еды|есть)\b`,
      String.raw`\bпрощаите\b|\bпрощаи,? (?:мир|все)\b|\bпрощальн\p{L}+ (?:письм\p{L}+|записк\p{L}+)|\bпредсмертн\p{L}+ записк\p{L}*|\bмое последнее сообщение\b|\bраздала? (?:все )?(?:свои )?вещи\b`,
      String.raw`\b(?:таблетк\p{L}+|снотворн\p{L}+|колес\p{L}+|лекарств\p{L}+)\b(?=.*\b(?:накопила?|коплю|собрала?|все сразу|выпью все|хватит|достаточно|запас)\b)|\bверевк\p{L}+\b(?=.*\b(?:купила?|готова|повеш|шея|крюк)\b)|\b(?:с|на) (?:крыши|моста|балкона|окна|девятого|высоты)\b(?=.*\b(?:прыгну|прыгнуть|шагнуть|спрыгнуть|шагну)\b)|\bсмертельн\p{L}+ доз\p{L}+|\bсегодня (?:ночью )?(?:все закончу|сделаю это|покончу)\b`,
      String.raw`\b(?:готова?|пора|хочу) (?:покинуть|оставить) (?:это тело|этот мир|эту жизнь)\b|\bмое время (?:здесь |на земле )?(?:вышло|закончилось)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:муж|парень|отец|папа|отчим|брат|дядя|дед|он|она|мать|мама|бывшии|партнер|сожитель)(?: \p{L}+){0,3}? (?:меня )?(?:бьет|избил|избивает|ударил|ударила|душил|душит|пытался задушить|изнасиловал|угрожает|угрожал|запирает|запер|толкнул|пинает|насилует|трогает меня)\b`,
      String.raw`\b(?:сказал|говорит|грозит|написал)\p{L}*,? что (?:если|как только) (?:\S+ ){1,5}(?:он |она )?меня (?:убьет|прирежет|задушит|найдет)\b|\bменя душит\b`,
      String.raw`\b(?:сказал|грозит|грозился|обещал|пишет)\p{L}*,? (?:что )?(?:\S+ ){0,3}(?:убьет|прирежет|задушит|найдет и убьет)\b|\bнаидет (?:меня )?(?:\S+ ){0,3}и (?:убьет|прирежет)\b|\bне выпускает меня\b|\bзапирает меня\b|\bзабрал\p{L}* (?:у меня )?(?:ключи|телефон|паспорт|документы)\b|\b(?:ударил|бил|бьет)\p{L}* (?:меня )?головои\b|\bопять (?:душил|бил|избил)\p{L}* меня\b|\b(?:за|при|по)?душил\p{L}* меня\b|\bменя (?:за|при|по)?душил\p{L}*|\bсломал\p{L}* мне\b|\bзаходит (?:ночью )?ко мне в (?:комнату|кровать)\b`,
      String.raw`\bубьет меня\b(?!.* когда (?:увидит|узнает))|\bугрожа\p{L}+ (?:меня )?убить\b|\bбоюсь (?:идти |возвращаться |ехать )?домои\b|\bбоюсь,? что он (?:меня )?(?:убьет|изобьет)\b|\bдомашн\p{L}+ насили\p{L}+|\bруки на (?:моеи )?шее\b`,
    ],
    toOthers: [
      String.raw`\b(?:хочу|собираюсь|готова?|мечтаю|хочется)(?: \p{L}+)? (?:убить|зарезать|застрелить|задушить|покалечить) (?!себя|время|эго|в себе)\p{L}{3,}\b|\b(?:хочется|тянет|желание) (?:\S+ )?(?:ударить|задушить|трясти|встряхнуть) (?:ребенка|малыша|сына|дочь)\b`,
      String.raw`\b(?:хочу|собираюсь|готова?|мечтаю)(?: \p{L}+)? (?:убить|зарезать|застрелить|прибить|покалечить|избить) (?:его|ее|их|кого-нибудь|всех|кого-то|начальника|отца|мужа|соседа|однокласс\p{L}+)\b|\bубью (?:его|ее|их|всех)\b|\b(?:его|ее|их|всех) (?:зарежу|убью|застрелю|задушу|прирежу)\b(?!.{0,40}\b(?:шучу|лол|ахах\p{L}*)\b)`,
    ],
    concern: [
      String.raw`\bсуицид\p{L}*|\bсамоубииств\p{L}*|\bселфхарм\p{L}*|\b(?:умер|умерла|скончал\p{L}+|похорон\p{L}+|горе|траур|потеряла? (?:мать|отца|маму|папу|сына|дочь))\b|\b(?:он|она) хочет (?:умереть|покончить)\b|\bбеспокоюсь за (?:сына|дочь|друга|подругу)`,
    ],
    negation: String.raw`\b(?:не|никогда|ни за что|нет)\b`,
    thirdPerson: String.raw`\b(?:он|она|они|мои (?:друг|сын|брат|отец|муж)|моя (?:подруга|дочь|сестра|мать|жена)|кто-то|ты|вы)\b`,
    firstPerson: String.raw`\b(?:я|меня|мне|себя|себе|без меня)\b`,
    framing: String.raw`\b(?:сон|снилось|приснилось|во сне|кошмар|смерть эго|убить эго|бардо|пхова|случаино|когда (?:увидит|узнает)|во время поста|в пост|пощусь|голодание|рамадан|до смерти (?:устала?|скучно|смешно|напугал\p{L}*)|умираю (?:со смеху|от смеха|с голоду|от скуки)|убить время|смерть эго)\b`,
    topic: String.raw`\b(?:сочинение|доклад|реферат|курсов\p{L}+|исследовани\p{L}+|статистик\p{L}+|стать\p{L}+|новост\p{L}+|документальн\p{L}+|фильм|сериал|роман|книг\p{L}+|песн\p{L}+|урок|профилактик\p{L}+|эвтанази\p{L}+|философи\p{L}+)\b`,
    resolved: String.raw`\b(?:(?:много |несколько )?лет назад|когда (?:я )?был[аи]? (?:подростком|ребенком|маленьк\p{L}+)|в юности|раньше|сеичас (?:мне )?лучше)\b`,
    recovered: String.raw`(?:сеичас (?:мне \d+ и )?(?:все хорошо|мне лучше|я в порядке|я счастлива?)|это (?:прошло|в прошлом)|я в порядке|праздную \d+|ремисси\p{L}*)`,
    past: String.raw`(?:хотела|хотел|пыталась|пытался|резала|резал|было время|лет назад|в (?:19|20)\d\d|в \d+ лет|когда (?:я )?был[аи]?|подростком|в прошлом году)`,
    cues: {
      means: String.raw`\b(?:выпью (?:их )?все|выпить все|веревк\p{L}*(?! (?:для|под) )|петл\p{L}*|пачк\p{L}* (?:\S+ )?(?:таблеток|феназепама|снотворного)|(?:все|\d+) таблет\p{L}*|таблетки,? которые (?:собирала?|копила?)|феназепам\p{L}*|снотворн\p{L}*| яд(?:ом|а)?|пистолет\p{L}*|ружь\p{L}*|лезви\p{L}*|с моста|с крыши|\d+ этаж\p{L}*|с балкона|рельс\p{L}*|под поезд|это продают)\b`,
      prep: String.raw`\b(?:купила?|заказала?|накопила?|собирала?|коплю|решила?|все решила?|приготовила?|спрятала?|ношу (?:в сумке|с собои)|знаю (?:где|как|когда)|окно уже открыто|уже открыто|хватит|достаточно)\b`,
      timing: String.raw`\b(?:сегодня(?: ночью| вечером)?|завтра|ночью|в (?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)|на выходных|в выходные|когда (?:муж|мама|все|родители) (?:уедет|уедут|уснут|уидет|уидут)|на день рождения)\b`,
      finality: String.raw`\b(?:больше не напишу|тогда и вс[её]|прощаите|простите меня|хочу к (?:нему|неи|ним)|прощальн\p{L}+|раздала? вещи|последн\p{L}+ (?:раз|сообщение|пост))\b`,
      despair: String.raw`\b(?:всем спасибо|простите,? если что не так|больше не могу|надоело|нет смысла|никто (?:и )?не заметит|обуза|устала? жить|лучше бы я (?:туда )?(?:дошла?|умерла?))\b`,
      harm: String.raw`\b(?:порезала?сь|режусь|лезви\p{L}*|кров(?:ь|и|ью|ит|оточ\p{L}*)|шрам\p{L}*|ожог\p{L}*|рвот\p{L}*|наказать себя)\b`,
      // Cyrillic patterns lose their opening \b (see lexicon.ts): short stems start at a space.
      body: String.raw`(?:^| )(?:рук[аиуе]|руках|ног[аиуе]|ногах|бедр[аоу]|запясть\p{L}*|живот|кож[аиуе])\b`,
    },
  },
  {
    languages: ['uk'],
    group: 'cyrillic',
    spaced: true,
    self: [
      String.raw`\b${UK_WANT} (?:(?:просто|вже|нарешті|тихо|взяти і|би) )*${UK_DIE}`,
      String.raw`\bне (?:хочу|хочеться|можу|бачу сенсу) (?:більше |вже |так )*(?:жити|прокидатися|існувати|так жити|продовжувати)\b|\bкраще б (?:я )?(?:померла?|не народилася?|зникла?)\b|\bвсім (?:буде |було б |стане )?(?:тільки )?краще без мене\b|\bкраще без мене\b|\bя (?:лише |тільки )?тягар\b|\bвб'ю себе\b|\bвбю себе\b|\bпокінчу з собою\b|\bніхто не (?:помітить|сумуватиме)\b`,
      String.raw`\b(?:ріжу|різала?|порізала?|палю|обпекла?) (?:собі|себе)\b|\bпорізала?ся\b|\bсамоушкодж\p{L}*|\bселфхарм\p{L}*`,
      String.raw`\bпрощавайте\b|\bпрощальн\p{L}+ (?:лист\p{L}*|записк\p{L}+)|\bмоє останнє повідомлення\b|\b(?:пігулк\p{L}+|таблетк\p{L}+|ліки)\b(?=.*\b(?:накопичила?|збираю|зібрала?|всі одразу|вистачить)\b)|\bмотузк\p{L}+\b(?=.*\b(?:купила?|готова|шия)\b)|\b(?:з|на) (?:даху|мосту|балкона|вікна)\b(?=.*\b(?:стрибну|стрибнути|кинуся)\b)`,
      String.raw`\b(?:готова?|пора|хочу) (?:покинути|залишити) (?:це тіло|цей світ|це життя)\b`,
      // Better not to wake up; no sense in living; shooting oneself.
      String.raw`\bкраще (?:б |би )?(?:мені )?(?:не прокидатися|не прокинутися|не жити|не існувати|не народжуватися|померти)\b|\bне бачу (?:більше |жодного |ніякого )*сенсу (?:в житті|жити|далі жити)\b|\bжиття не має (?:жодного |ніякого )?сенсу\b|\bзастрелюся\b`,
      // Leaving quietly / going to the dead; stepping off; wishing a missile or a car would take me.
      String.raw`\b(?:хочу|хочеться|готова?|пора|вирішила?) (?:(?:просто|вже|тихо) )*піти (?:тихо|назавжди|свідомо|з життя|до (?:нього|неї|них|мами|тата|сина|доньки|чоловіка))\b|\bйду (?:додому )?до (?:своїх|нього|неї|мами|сина)\b(?=.{0,80}\b(?:чекають|чекає|бог|простить|підготува\p{L}*)\b)|\b(?:думала?|думаю|хотіла?|тягне|хочеться) (?:\S+ ){0,6}(?:стрибнути|кинутися|зістрибнути|піти вниз|ступити вниз|вийти у вікно)\b|\b(?:хочу|хочеться|хотілося б),? (?:щоб|аби) (?:мене )?(?:\S+ ){0,4}(?:не стало|вбило|збила машина|прилетіла (?:\S+ ){0,2}в (?:мій|мене))\b|\bкраще б (?:мене )?не (?:було|стало)\b|\bніхто (?:і |навіть )?не (?:помітить|заплаче|згадає)\b|\bв укриття (?:вже )?не (?:йду|ходжу|спускаюся)\b`,
      // Cutting and burning in any order; "again I cut my arms".
      String.raw`\b(?:знов|знову|опять|сьогодні|вчора) (?:себе )?(?:порізала?|різала?)\b|\bсебе (?:ріжу|різала?|порізала?|палю|припікаю)\b|\bпорізала? (?:собі )?(?:руки|руку|ноги|стегна|запяст\p{L}*)\b|\bприпіка\p{L}* собі\b|\bморю себе голодом\b`,
      // "Someone take the cat": handing over a pet as a farewell.
      String.raw`\b(?:кота|кішку|собаку|пса) (?:заберіть|візьміть|заберите|возьмите) (?:хтось|хто-небудь|кто-нибудь|кто-то)\b|\b(?:заберіть|візьміть|заберите|возьмите) (?:хтось |кто-нибудь )?(?:мого |моего )?(?:кота|кішку|собаку|пса)\b(?=.{0,60}\b(?:вибачте|простите|дякую|спасибо|прощ)\p{L}*)`,
    ],
    fromOthers: [
      String.raw`\b(?:чоловік|хлопець|батько|тато|вітчим|брат|дядько|він|вона|мати|мама|колишній|партнер)(?: \p{L}+){0,3}? (?:мене )?(?:бє|б'є|бив|побив|вдарив|душив|душить|зґвалтував|погрожує|погрожував|замикає|штовхнув)\b`,
      String.raw`\b(?:сказав|каже|погрожує|написав)\p{L}*,? що (?:якщо|як тільки) (?:\S+ ){1,5}(?:він |вона )?мене (?:вбє|приріже|задушить|знайде)\b|\bмене душить\b`,
      String.raw`\b(?:каже|сказав|погрожує|пише|обіцяє)\p{L}*,? (?:що )?(?:\S+ ){0,5}(?:знайде|вбє|приріже|задушить|уб\p{L}*)\b(?=.{0,60}\b(?:вбє|приріже|вб\p{L}*|мене)\b)|\bзнаиде (?:мене )?(?:\S+ ){0,3}(?:і|и) (?:вбє|приріже|задушить)\b|\bне випускає мене\b|\bзамикає мене\b|\bзабрав (?:у мене |мій |мої )?(?:паспорт|телефон|ключі|документи)\b|\b(?:тепер|знову|постійно|вчора) (?:бє|бив|душив|побив) мене\b|\bдушив\p{L}* мене\b|\b(?:вчора|знову) душив\b|\bламав мені\b|\bзаходить (?:вночі )?до мене в (?:кімнату|ліжко)\b`,
      String.raw`\bвбє мене\b|\bвб'є мене\b|\bбоюся (?:йти |повертатися )?додому\b|\bдомашн\p{L}+ насильств\p{L}+`,
    ],
    toOthers: [
      String.raw`\b(?:хочу|збираюся|готова?)(?: \p{L}+)? (?:вбити|зарізати|застрелити|покалічити|побити) (?:його|її|їх|когось|всіх)\b|\bвбю (?:його|її|їх|всіх)\b`,
      String.raw`\b(?:хочу|збираюся|готова?|хочеться)(?: \p{L}+)? (?:вбити|зарізати|застрелити|задушити|покалічити) (?!себе|час|его)\p{L}{3,}\b|\bніж під подушкою\b|\b(?:хочеться|тягне) (?:\S+ )?(?:вдарити|задушити|трусонути) (?:дитину|малого|сина|доньку)\b`,
    ],
    concern: [
      String.raw`\bсуїцид\p{L}*|\bсамогубств\p{L}*|\bсамоушкодж\p{L}*|\b(?:помер|померла|похорон\p{L}*|горе|жалоба|втратила? (?:маму|тата|сина|доньку))\b|\b(?:він|вона) хоче (?:померти|покінчити)\b`,
    ],
    negation: String.raw`\b(?:не|ніколи|ні)\b`,
    thirdPerson: String.raw`\b(?:він|вона|вони|мій (?:друг|син|брат|батько|чоловік)|моя (?:подруга|донька|сестра|мати|дружина)|хтось|ти|ви)\b`,
    firstPerson: String.raw`\b(?:я|мене|мені|себе|собі|без мене)\b`,
    framing: String.raw`\b(?:сон|снилося|наснилося|уві сні|у сні|кошмар|смерть его|бардо|пхова|випадково|піст)\b`,
    topic: String.raw`\b(?:твір|доповідь|реферат|дослідженн\p{L}+|статистик\p{L}+|статт\p{L}+|новин\p{L}+|фільм|серіал|роман|книг\p{L}+|пісн\p{L}+|урок|профілактик\p{L}+|евтаназі\p{L}+)\b`,
    resolved: String.raw`\b(?:(?:багато |кілька )?років тому|коли (?:я )?був[аи]? (?:підлітком|дитиною|малим|малою)|раніше|зараз (?:мені )?краще)\b`,
    recovered: String.raw`(?:зараз (?:мені \d+ і )?(?:все добре|мені краще|я в порядку|я щаслива?)|це (?:минуло|в минулому)|я в порядку|святкую \d+)`,
    past: String.raw`(?:хотіла|хотів|намагалась|намагався|різала|різав|був час|років тому|[ув] \d+ років|коли (?:я )?був[аи]?|підлітком|минулого року)`,
    cues: {
      means: String.raw`\b(?:випю (?:їх )?всі|випити всі|мотузк\p{L}*(?! (?:для|під) )|петл\p{L}*|(?:всі|\d+) (?:таблет\p{L}*|пігул\p{L}*)|всі таблетки|амітриптилін|снодійн\p{L}*|отрут\p{L}*|пістолет\p{L}*|рушниц\p{L}*|лезо|лезв\p{L}*|з мосту|з даху|метрів до води|\d+ поверс\p{L}*|з балкона|рейк\p{L}*|під поїзд)\b`,
      prep: String.raw`\b(?:купила?|купив|замовила?|зібрала?|зібрав|накопичила?|сховала?|ношу з собою|вирішила?|вирішив|вже вирішив\p{L}*|дізналась|дізнався|скільки метрів|вистачить|все вже підготува\p{L}*|знаю (?:де|як|коли))\b`,
      timing: String.raw`\b(?:сьогодні(?: вночі| ввечері| після зміни)?|завтра(?: зранку)?|вночі|в (?:понеділок|вівторок|середу|четвер|пʼятницю|пятницю|суботу|неділю)|на вихідних|цього тижня|чекаю,? (?:коли|поки)|коли (?:сусідка|мама|всі|батьки|чоловік) (?:поїде|поїдуть|засне|заснуть|піде))\b`,
      finality: String.raw`\b(?:прощальн\p{L}+|прощавайте|(?:кота|собаку) заберіть|заберіть (?:кота|собаку)|більше не напишу|останн\p{L}+ (?:раз|повідомлення)|роздала? речі)\b`,
      despair: String.raw`\b(?:дякую вам всім|вибачте|пробачте|не можу більше|більше не можу|нема сенсу|немає сенсу|тягар|нічого не хочу|все закінчиться)\b`,
      harm: String.raw`\b(?:порізала?(?:ся)?|ріжу|різала?|лезо|кров(?:і|ю|ить|оточ\p{L}*)|шрам\p{L}*|опік\p{L}*|пухирі|запальничк\p{L}*|блювот\p{L}*)\b`,
      body: String.raw`(?:^| )(?:рук[аиуі]|руках|ніг|ноги|ногу|стегн\p{L}*|запяст\p{L}*|пальці|пальц\p{L}*|живіт|шкір[аиуі])\b`,
    },
  },
  {
    languages: ['pl'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b${PL_WANT} (?:(?:po prostu|juz|tylko|wreszcie|sie) )*${PL_DIE}`,
      String.raw`\bnie mam (?:juz )?sil(?:y)? (?:juz )?(?:zyc|dalej zyc|na zycie)\b|\bnie (?:chce|chcę|moge|mam sil(?:y)?) (?:juz )?(?:zyc|istniec|tu byc|sie budzic|sie obudzic|dalej zyc)\b|\bnie mam (?:juz )?po co zyc\b|\b(?:wszyscy|wszystkim|rodzinie|im|mamie) (?:bylo?by|bedzie|bylo|beda) (?:\w+ )?lepiej beze mnie\b|\blepiej beze mnie\b|\bjestem (?:tylko )?ciezarem\b|\bnikt by (?:nie zauwazyl|za mna nie tesknil)\b|\bzabije sie\b|\bmysli samobojcze\b`,
      String.raw`\b(?:tne|cielam|cialem|pocielam|pocialem|przypalam|przypalilam|okaleczam) sie\b|\bsie (?:tne|pocielam|pocialem|okaleczam)\b|\bsamookalecz\w*|\bsh\b(?=.*\b(?:znowu|wczoraj|dzis)\b)`,
      String.raw`\blist pozegnalny\b|\bzegnajcie\b|\bto moja ostatnia wiadomosc\b|\b(?:tabletki|leki|prochy|pigulki)\b(?=.*\b(?:zbieram|zebralam|zebralem|uzbieralam|uzbieralem|wszystkie|naraz|wystarczy|odkladam)\b)|\b(?:z )?(?:mostu|dachu|balkonu|okna)\b(?=.*\bskocz\w*)|\b(?:sznur|line) (?:kupilam|kupilem|mam)\b`,
      String.raw`\b(?:gotow[aey]|czas|chce) (?:\w+ )?(?:opuscic|porzucic) (?:to cialo|ten swiat|to zycie)\b`,
      // Better not to wake up; no sense in living; shooting oneself.
      String.raw`\blepiej (?:byloby|by bylo|bedzie) (?:sie )?(?:nie obudzic|nie zyc|nie istniec|umrzec)\b|\bnie widze (?:juz )?(?:zadnego )?sensu (?:zycia|zyc|w zyciu|dalej zyc)\b|\bzycie nie ma (?:juz )?(?:zadnego )?sensu\b|\b(?:strzele sobie|palne sobie) w (?:leb|glowe|skron)\b|\bzastrzele sie\b`,
      // "If I just didn't wake up", slang "zajebie sie", going to heaven to a brother, stepping over a railing.
      String.raw`\bgdybym (?:sie )?(?:po prostu |juz )?(?:nie obudzil\w*|umarl\w*|zniknal\w*|znikla|nie zyl\w*|nie istnial\w*|nie urodzil\w*)\b|\b(?:zajebie|zabije|powiesze|potne|otruje|zaglodze) sie\b(?! (?:ze smiechu|o (?:ten|to)|z nudow))|\b(?:ide|pojde|chce isc|odejde) (?:do \w+ )?do nieba\b|\b(?:mysle|myslalam|myslalem|mysle o tym|kusi mnie)(?: \S+){0,5} (?:zeby |by )?(?:skoczyc|rzucic sie|przelozyc noge przez|przejsc przez (?:barierke|porecz|balustrade)|wjechac pod|wskoczyc pod)\b|\bprzelozyc noge przez (?:barierke|porecz|balustrade)\b|\bile (?:\w+ ){0,3}(?:trzeba|potrzeba|wystarczy)\b.{0,40}\b(?:zeby|by|aby) (?:sie nie obudzic|umrzec|sie zabic)\b|\bnie (?:gniewajcie|zloscie|miejcie (?:mi )?za zle)(?: sie)?(?: na mnie)? (?:potem|pozniej|jak mnie nie bedzie)\b`,
      // Starving and purging as punishment, hitting oneself, cutting in any word order.
      String.raw`\bglodze sie\b|\bzasluzyl\w* na kare\b|\b(?:wymiotuje|prowokuje wymioty) (?:po|specjalnie)\b|\b(?:bije|uderzam) sie (?:w glowe|glowa|piesciami)\b|\b(?:znowu|znow|dzis|wczoraj) (?:sie )?(?:pocielam|pocialem|cielam|cialem|tne)\b|\b(?:drapie|rozdrapuje|gryze|przypalam) (?:sie|sobie) (?:\w+ )?(?:do krwi|rece|reke|nogi|uda|skore)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:moj|maz|chlopak|ojciec|tata|ojczym|brat|wujek|on|ona|matka|mama|partner|ex|były|byly)(?: \w+){0,3}? (?:mnie )?(?:bije|bi[łl]|bi[łl]a|uderzy[łl]|dusi[łl]?|zgwa[łl]ci[łl]|grozi|grozi[łl]|kopie|kopa[łl]|popchn[aą][łl]|zamyka|molestuje|dotyka mnie)\b`,
      String.raw`\b(?:powiedzial|powiedziala|mowi|grozi|napisal),? ze (?:jak|jesli|jezeli) (?:\S+ ){1,5}(?:to )?mnie (?:zabije|udusi|zadzga)\b|\bmnie (?:dusi|bije|kopie)\b`,
      String.raw`\bmnie (?:u|pod|przy)?dusil\w*|\b(?:zamyka|zamknal|zamknela) mnie (?:w domu|w pokoju|na klucz)\b|\b(?:kopnal|kopnela|uderzyl|pobil|dusil|udusil|zgwalcil|popchnal) mnie\b|\bzabral\w* mi (?:dowod|telefon|paszport|klucze|dokumenty)\b|\bwlamal\w* sie do (?:mojego|mnie)\b|\bzostawil\w* noz\b|\bmowi,? ze (?:mnie )?(?:znajdzie|zabije)\b|\bjak (?:odejde|go zostawie|zglosze)(?: \S+){0,3} (?:to )?(?:mnie )?zabije\b|\bprzychodzi (?:w nocy |noca )?do mojego (?:pokoju|lozka)\b`,
      String.raw`\bzabije mnie\b(?!.* jak (?:zobaczy|sie dowie))|\bboje sie (?:wrocic do domu|jego|jej|ze mnie zabije)\b|\bprzemoc domowa\b|\bgrozi[łl]?,? ze mnie zabije\b`,
    ],
    toOthers: [
      String.raw`\b(?:chce|zamierzam|mam ochote)(?: \w+)? (?:zabic|zadzgac|zastrzelic|udusic|pobic) (?!sie\b|czas\b|ego\b)(?:tego|te|tych|go|ja|ich|mojego|moja|swojego|szefa|ojca|ojczyma|\w+a)\b|\b(?:rzucil\w*|rzucic) sie na (?:niego|nia) z (?:nozem|nozykiem|siekiera|nozyczkami)\b|\b(?:obrazy|mysli),? jak (?:dusze|zabijam|dzgam|bije) \w+\b|\bkupil\w* (?:kastet|noz|bron|pistolet)\b(?=.{0,80}\b(?:czekam|weekend|jutro|go|jego)\b)`,
      String.raw`\b(?:chce|zamierzam|mam ochote)(?: \w+)? (?:go|ja|ich|kogos|wszystkich) (?:zabic|zadzgac|zastrzelic|skrzywdzic|pobic)\b|\b(?:zabije|zadzgam|zastrzele) (?:go|ja|ich|wszystkich)\b`,
    ],
    concern: [
      String.raw`\bsamoboj\w*|\bsamookalecz\w*|\b(?:zmarl|zmarla|umarl|umarla|pogrzeb|zaloba|stracilam|stracilem)\b|\bchce sie zabic\b`,
    ],
    negation: String.raw`\b(?:nie|nigdy|ani)\b`,
    thirdPerson: String.raw`\b(?:on|ona|oni|moj (?:przyjaciel|syn|brat|tata|maz)|moja (?:przyjaciolka|corka|siostra|mama|zona)|ktos|ty)\b`,
    firstPerson: String.raw`\b(?:ja|mnie|mi|sie|beze mnie)\b`,
    framing: String.raw`\b(?:sen|snilo|sni[łl]o|we snie|koszmar|smierc ego|bardo|phowa|przypadkiem|poszcze|w poscie|wielki post|glodowka|ramadan|jak (?:zobaczy|sie dowie)|umieram (?:ze smiechu|z nudow|z glodu)|zabic czas)\b`,
    topic: String.raw`\b(?:wypracowanie|referat|praca o|badani\w+|statystyk\w+|artykul|wiadomosci|dokument\w*|film|serial|powiesc|ksiazk\w+|piosenk\w+|lekcj\w+|profilaktyk\w+|eutanazj\w+)\b`,
    resolved: String.raw`\b(?:lat temu|kiedy bylam|kiedy bylem|jako nastolat\w+|teraz jest (?:mi )?lepiej)\b`,
    recovered: String.raw`\b(?:(?:dzis|dzisiaj|teraz) (?:\S+ ){0,6}wszystko jest (?:dobrze|ok)|teraz (?:jest (?:mi )?(?:dobrze|lepiej)|mam \d+ (?:lat )?i jest dobrze|jestem szczesliw\w+)|to minelo|jest juz dobrze|swietuje \d+)\b`,
    past: String.raw`\b(?:kiedys|mialam|mialem|chcialam|chcialem|probowalam|probowalem|cielam|cialem|byl czas|lat temu|w (?:19|20)\d\d|w wieku \d+|kiedy bylam|kiedy bylem|jako nastolat\w+|w zeszlym roku)\b`,
    cues: {
      means: String.raw`\b(?:sznur\w*(?! (?:do|na) )|link[eai](?! (?:do|na) )|petl[ai]|(?:wszystkie|\d+|dwa|trzy) (?:opakowania|tabletki|tabletek|listki)|tramal\w*|prochy|trutk\w*|bron\w*|pistolet\w*|strzelb\w*|zyletk\w*|\b(?<!przez )most\w*|z dachu|\d+ pietr\w*|tory|torach|pociag\w* (?:pospieszn\w*|towarow\w*)|pospieszny|szlaban\w*)\b`,
      prep: String.raw`\b(?:wiem (?:juz )?(?:gdzie|jak|kiedy)|sprawdzil\w*|kupil\w*|zebral\w*|uzbieral\w*|schowal\w*|mam (?:w garazu|schowane|przygotowane)|przygotowal\w*|wystarczy|postanowil\w*|pomodlil\w* sie ostatni raz)\b`,
      timing: String.raw`\b(?:dzis(?: w nocy| wieczorem)?|dzisiaj|jutro|w nocy|w (?:poniedzialek|wtorek|srode|czwartek|piatek|sobote|niedziele)|na weekend|w weekend|czekam (?:az|na)|o \d{1,2}:\d\d|jak (?:mama|wszyscy|rodzice) (?:pojedzie|wyjada|zasna|wyjdzie))\b`,
      finality: String.raw`\b(?:list (?:pozegnalny|do (?:rodzicow|mamy|taty|corki|syna))|napisal\w* list|zegnajcie|ostatni raz|zostawil\w* (?:rozaniec|rozanc|klucze|list)|moja dusza (?:juz )?skonczyla|dzieki za wszystko|przepraszam za wszystko|to zrobie)\b`,
      despair: String.raw`\b(?:nie daje rady|nie mam sily|nie ma sensu|nikt by (?:nawet )?nie (?:wiedzial|zauwazyl)|jestem ciezarem|mam dosc|czuje spokoj|pan bog mi wybaczy|nwm po co)\b`,
      harm: String.raw`\b(?:ciecie|tne sie|zyletk\w*|krew|krwi|blizn\w*|oparzen\w*|wymiot\w*|glodze|kara|kare)\b`,
      body: String.raw`\b(?:rece|reke|nogi|uda|udach|nadgarst\w*|brzuch|skor\w*)\b`,
    },
  },
  {
    // Russian and Ukrainian typed in Latin letters (no Cyrillic keyboard, chat habits): "hochu umeret".
    // language.ts has no Latin stopwords for them, so the screen's Latin-candidate gate would never
    // pick this lexicon; listing 'en' keeps it running wherever English does (its patterns are
    // transliterations no English text contains).
    languages: ['ru', 'uk', 'en'],
    group: 'latin',
    spaced: true,
    self: [
      String.raw`\b(?:ya |ja )?(?:hochu|hochetsya|xochu|ho4u|hochu|hochu|sobirayus|gotov[a]?|reshil[a]?|vyrishyla?|khochu) (?:(?:prosto|uzhe|uzhe|vzhe|nakonets) )*(?:umeret|umerti|sdohnut|vypilitsya|vypilitsa|vypilica|ubit sebya|pokonchit s soboi|pokonchit s soboj|pomerty|vmerty|vbyty sebe|ischeznut|ne zhit|ne zhyty|ne prosypatsya|povesitsya|povisytysia)\b`,
      String.raw`\bne (?:hochu|xochu|khochu|mogu|mozhu) (?:bolshe |uzhe |vzhe |bilshe )*(?:zhit|zhyt|zhyty|zhiti|prosypatsya|prokydatysia|isnuvaty|sushchestvovat)\b|\bubyu sebya\b|\bvyidu v okno\b`,
    ],
    fromOthers: [
      String.raw`\b(?:muzh|cholovik|paren|khlopets|otchim|vitchym)(?: \S+){0,3}? (?:menya |mene )?(?:bet|byet|b'ye|bye|dushil|dushyv|izbil|pobyv)\b`,
    ],
    toOthers: [],
    concern: [String.raw`\b(?:suicid\w*|samoubiistv\w*|samohubstv\w*)\b`],
    negation: String.raw`\b(?:nikogda|nikoly|ni za chto)\b`,
    thirdPerson: String.raw`\b(?:on|ona|oni|vin|vona|vony|moi drug|moya podruga)\b`,
    firstPerson: String.raw`\b(?:ya|ja|menya|mene|mne|meni)\b`,
    framing: String.raw`\b(?:son|vo sne|uvi sni|koshmar|smert ego|bardo|phowa|pkhova)\b`,
    topic: String.raw`\b(?:referat|doklad|statya|stattia|film|serial|kniga|knyha)\b`,
    resolved: String.raw`\b(?:let nazad|rokiv tomu|ranshe|ranishe)\b`,
  },
];

import type { LexiconSource } from './lexicon.ts';

// Russian, Ukrainian (Cyrillic) and Polish, against the folded text: й → и, ё → е, ї → і,
// Polish ą ę ó ś ć ź ż ń lose their marks; ł is a letter of its own, so patterns say [łl].

const RU_WANT = String.raw`(?:хочу|хочется|хотела?сь? бы|хотелось бы|собираюсь|думаю|подумываю|планирую|готова?|решила?|надо|пора|мечтаю|лучше|пытаюсь|пыталась|пытался|попробую|могу)`;
const RU_DIE = String.raw`(?:умереть|со всем покончить|с собой покончить|с жизнью покончить|уйти из (?:этого мира|мира|жизни)|застрелиться|пустить себе пулю|сдохнуть|умирать|помереть|покончить (?:с собои|со всем|с жизнью)|убить себя|наложить на себя руки|уити из жизни|исчезнуть(?: навсегда)?(?! из (?:\S+ )?(?:соц\p{L}*|сет\p{L}*|интернет\p{L}*|чат\p{L}*|инст\p{L}*|телеграм\p{L}*|город\p{L}*|офис\p{L}*))|не жить|не проснуться|не существовать|повеситься|выпрыгнуть|прыгнуть (?:с|из|под)|броситься (?:с|под|из)|вскрыть (?:себе )?вены|порезать себя|резать себя|навредить себе|отравиться|заснуть и не проснуться|свести сч[её]ты с жизнью|уснуть навсегда|выпилиться|роскомнадзорнуться)`;
const UK_WANT = String.raw`(?:хочу|хочеться|хотіла? б|хотілося б|збираюся|думаю|планую|готова?|вирішила?|треба|пора|краще|мрію)`;
const UK_DIE = String.raw`(?:померти|з усім покінчити|з собою покінчити|з життям покінчити|піти з (?:цього світу|світу|життя)|застрелитися|вмерти|здохнути|вбити себе|покінчити (?:з собою|з усім|з життям)|накласти на себе руки|піти з життя|зникнути(?: назавжди)?(?! з (?:\S+ )?(?:соц\p{L}*|мереж\p{L}*|інтернет\p{L}*|чат\p{L}*|інст\p{L}*|телеграм\p{L}*|міста|офіс\p{L}*))|не жити|не прокинутися|не прокидатися|не існувати|повіситися|вистрибнути|стрибнути (?:з|під)|кинутися (?:з|під)|порізати себе|різати себе|отруїтися|заснути і не прокинутися)`;
const PL_WANT = String.raw`(?:chce|chcialbym|chcialabym|chcialam|chcialem|mam ochote|zamierzam|planuje|mysle o tym,? ?zeby|mysle,? ?zeby|zaraz|wole|musze|postanowilam|postanowilem|gotowa|gotowy|ide|pojde|chyba|dzis|dzisiaj|jutro|zeby|by|aby|chcialabym|marze,? ?zeby|mam zamiar)`;
const PL_DIE = String.raw`(?:umrzec|umrzyc|umzec|umzyc|umszec|z tym wszystkim skonczyc|ze soba skonczyc|ze wszystkim skonczyc|odejsc z tego swiata|zabic sie|sie zabic|skonczyc ze soba|skonczyc z tym wszystkim|odebrac sobie zycie|zniknac(?: na zawsze)?|nie zyc|nie istniec|nie obudzic sie|sie nie obudzic|powiesic sie|sie powiesic|skoczyc (?:z|pod)|rzucic sie pod|pociac sie|sie pociac|ciac sie|zrobic sobie krzywde|zasnac i sie nie obudzic|zajebac sie|sie zajebac|otruc sie|sie otruc|przedawkowac|zaglodzic sie|sie zaglodzic|odejsc (?:do swiatla|do (?:mamy|taty|brata|siostry|babci|dziadka|niego|niej|nieba)|z tego swiata|na zawsze|z tego zycia)|isc do nieba|wyskoczyc (?:z|przez) okn\w*|sie nie budzic)`;

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
      // Passive wish: fall asleep and not wake, God take me, tired of living, no reason to live.
      String.raw`\b(?:уснуть|заснуть|усну|засну|лечь спать|лечь бы спать|лечь)(?: бы)? и (?:больше |уже )?(?:никогда )?не просн\p{L}*|\b(?:господи|боже|бог|аллах)\p{L}*,? (?:\S+ ){0,2}(?:забери|прибери|возьми|упокои) меня\b|\bмол(?:юсь|ю|илась|ился)\p{L}*,? (?:\S+ )?(?:чтобы|что бы|чтоб) (?:\S+ ){0,3}(?:забрал|прибрал|умереть|умерла?|не проснуться|не проснулась?)\b|\bустала? (?:от )?(?:жить|жизни|существовать)\b(?! (?:в|на|с|у|рядом|вместе|за) )|\bя (?:(?:просто|только|здесь|тут|всем|всем только|для всех|везде|уже) )*(?:обуза|обузои|лишняя|лишнии|лишнее звено)(?! (?:билет|раз|вес|килограмм\p{L}*|кг|час\p{L}*))(?: (?:для|в|на|этои|этом) \p{L}+)?\b|\b(?:нет|не вижу) (?:никакого |больше |уже )*(?:смысла|причин\p{L}*) (?:жить|в жизни|дальше жить|просыпаться|продолжать)\b(?! (?:в|на|с|у|рядом|вместе|так) )|\b(?:незачем|не для чего|не ради чего|не для кого|не за чем) (?:мне )?(?:больше )?жить\b`,
      // Reunion with the dead; the next life started early.
      String.raw`\b(?:хочу|хочется|пора|иду|уиду|поиду|решила? (?:поити|уити)|готова? (?:поити|уити)|скоро буду) (?:уже )?(?:уити |поити )?(?:к|с) (?:\S+ )?(?:умерш\p{L}+|покоин\p{L}+|погибш\p{L}+)|\b(?:к|с) (?:маме|мамои|папе|папои|сыну|сыном|дочке|дочкои|дочери|мужу|мужем|жене|женои|брату|сестре|бабушке|дедушке|нему|неи|ним)\b (?:\S+ )?на (?:небо|небеса|тот свет)\b|\b(?:на тот свет|на небеса) (?:\S+ )?(?:хочу|пора|уиду|собираюсь)\b|\b(?:хочу|пора|готова?) (?:\S+ )?на тот свет\b|\b(?:уиду|уити|умру|умереть|уиду из жизни)(?: \S+){0,3},? (?:\S+ ){0,4}(?:перерожд\p{L}*|следующ\p{L}+ (?:жизн\p{L}*|воплощ\p{L}*))|\b(?:хочу|пора|скорее бы|поскорее) (?:\S+ )?(?:переродиться|перевоплотиться|начать следующую жизнь)\b|\b(?:переродиться|начать следующую жизнь) (?:поскорее|пораньше|раньше|сеичас|уже сеичас)\b|\bуити (?:в свет|к богу|к свету)\b`,
      // Place and means now, an overdose taken.
      String.raw`\b(?:стою|нахожусь|залезла?|забралась?|вышла? на|я уже) (?:\S+ ){0,2}(?:на|у) (?:краю|крыше|карнизе|парапете|рельсах|путях)|\bсижу (?:\S+ )?на (?:краю|карнизе|парапете|рельсах)|\b(?:стою|стоял\p{L}*|сижу) (?:\S+ ){0,2}за (?:перилами|ограждением)|\bпочти (?:прыгнула?|шагнула?|спрыгнула?)\b|\b(?:выпила?|проглотила?|съела?|приняла?|сожрала?) (?:\S+ )?(?:все|всю|целую|пачку|упаковку|блистер|горсть)\b (?:\S+ )?(?:таблет\p{L}*|пачк\p{L}*|упаковк\p{L}*|снотворн\p{L}*|колес\p{L}*|лекарств\p{L}*|феназепам\p{L}*)?|\bнаглотала?сь\b`,
      // Self-harm now: cutting (any order), hiding cuts under sleeves, the urge, purging, starving.
      String.raw`\b(?:опять|снова|сегодня|вчера|ночью|всю ночь|еще раз) (?:\S+ )?(?:по)?резала?сь\b|\b(?:по)?резала?сь (?:\S+ )?(?:опять|снова|вчера|сегодня|глубже)\b|\bпряч\p{L}* (?:\S+ ){0,2}(?:порез\p{L}*|шрам\p{L}*|ран\p{L}*|следы|ожог\p{L}*)|\bсвеж\p{L}+ (?:порез\p{L}*|ран\p{L}*|шрам\p{L}*)|\bпорезы (?:свежие|еще свежие)\b|\b(?:тянет|хочется|хочу|хочу опять|сорвалась?) (?:\S+ )?(?:порезаться|резаться|себя порезать|сорваться и порезаться)\b|\b(?:блюю|выблевываю|вырываю|сую (?:два )?пальц\p{L}* в рот) (?:\S+ ){0,3}(?:после|специально|нарочно)|\bпосле (?:каждои |любои |всякои )?еды (?:\S+ ){0,2}(?:блюю|вырываю|вызываю рвоту|иду блевать|выблевываю)|\bне ем (?:\S+ )?(?:специально|нарочно|назло себе)|\b(?:специально|нарочно) (?:\S+ )?не ем\b`,
      // Slang and misspellings: выпилюсь, вскроюсь, самоубьюсь, повешусь; суецид, суицыд.
      String.raw`\b(?:выпилюсь|вскроюсь|самоубьюсь|повешусь|утоплюсь|отравлюсь|спрыгну с|брошусь (?:с|под)|рипнусь|роскомнадзорнусь|уиду на радугу)\b|\bсу(?:и|е|ы|і)?ц(?:и|ы|е)д(?:альн|ныи|нут|ну|ит)\p{L}* (?:мысл\p{L}*|настроени\p{L}*|сделаю|себя)\b|\b(?:мысл\p{L}* (?:о|про)) (?:су(?:и|е|ы)?ц(?:и|ы|е)д\p{L}*|самоубииств\p{L}*)\b`,
      // Burden ("I only get in everyone's way"), easier without me, hoarded pills, wanting to go to the dead.
      String.raw`\bя (?:(?:всем|только|тут|здесь|лишь|всем только|только всем) )+мешаю\b(?! \p{L}+(?:ть|ться)\b)|\bбез меня (?:\S+ ){0,2}(?:будет|станет|было бы|стало бы|всем) (?:\S+ )?(?:лучше|легче|проще|спокоинее)\b(?! \p{L}+(?:ть|ться)\b)|\b(?:всем|им|семье|родным|маме|детям) (?:будет|станет|было бы|стало бы) (?:\S+ )?(?:легче|проще|спокоинее) без меня\b|\b(?:накопила?|скопила?|насобирала?|припрятала?|коплю) (?:уже )?(?:таблет\p{L}*|снотворн\p{L}*|колес\p{L}*|феназепам\p{L}*)|\b(?:таблет\p{L}*|снотворн\p{L}*|колес\p{L}*) (?:уже )?(?:накопила?|скопила?|насобирала?)\b|\bхочу (?:уити |поити )?к (?:маме|папе|брату|сестре|сыну|дочке|дочери|мужу|жене|бабушке|дедушке|нему|неи|ним)\b(?=.{0,60}\b(?:умер|умерла|умерли|погиб|погибла|погибли|убили|нет в живых|на небе|на небесах|похоронил\p{L}*)\b(?! бы\b| (?:со|от) смех))`,
    ],
    fromOthers: [
      String.raw`\b(?:муж|парень|отец|папа|отчим|брат|дядя|дед|он|она|мать|мама|бывшии|партнер|сожитель)(?: \p{L}+){0,3}? (?:меня )?(?:бьет|избил|избивает|ударил|ударила|душил|душит|пытался задушить|изнасиловал|угрожает|угрожал|запирает|запер|толкнул|пинает|насилует|трогает меня)\b`,
      String.raw`\b(?:сказал|говорит|грозит|написал)\p{L}*,? что (?:если|как только) (?:\S+ ){1,5}(?:он |она )?меня (?:убьет|прирежет|задушит|найдет)\b|\bменя душит\b`,
      String.raw`\b(?:сказал|грозит|грозился|обещал|пишет)\p{L}*,? (?:что )?(?:\S+ ){0,3}(?:убьет|прирежет|задушит|найдет и убьет)\b|\bнаидет (?:меня )?(?:\S+ ){0,3}и (?:убьет|прирежет)\b|\bне выпускает меня\b|\bзапирает меня\b|\bзабрал\p{L}* (?:у меня )?(?:ключи|телефон|паспорт|документы)\b|\b(?:ударил|бил|бьет)\p{L}* (?:меня )?головои\b|\bопять (?:душил|бил|избил)\p{L}* меня\b|\b(?:за|при|по)?душил\p{L}* меня\b|\bменя (?:за|при|по)?душил\p{L}*|\bсломал\p{L}* мне\b|\bзаходит (?:ночью )?ко мне в (?:комнату|кровать)\b`,
      String.raw`\bзаперла?сь (?:в|на) (?:ванн\p{L}*|туалет\p{L}*|комнат\p{L}*|балкон\p{L}*)(?=.{0,80}\b(?:ломится|ломает|выбивает|стучит|орет|кричит|пьян\p{L}*|бьет|угрожа\p{L}*|нож\p{L}*)\b)|\bпрячусь (?:от (?:него|нее|мужа|отца|отчима|парня)|в (?:ванн|туалет|шкаф))|\bубьет,? (?:если|как только) (?:я )?(?:уиду|расскажу|скажу|разведусь|позвоню|заявлю|сбегу)\b|\b(?:он|бывш\p{L}*|муж|парень) (?:\S+ ){0,2}(?:стоит|ждет|караулит|сидит|ходит) (?:\S+ ){0,2}(?:у подъезда|под окнами|за дверью|у двери|возле дома|у дома|под дверью)\b|\b(?:отчим|отец|папа|муж|мать|мама)\p{L}* (?:опять |снова )?(?:с ремн\p{L}*|ремн\p{L}+ (?:бьет|избил|отхлестал))|\bубьет меня\b(?!.* когда (?:увидит|узнает))|\bугрожа\p{L}+ (?:меня )?убить\b|\bбоюсь (?:идти |возвращаться |ехать )?домои\b|\bбоюсь,? что он (?:меня )?(?:убьет|изобьет)\b|\bдомашн\p{L}+ насили\p{L}+|\bруки на (?:моеи )?шее\b`,
    ],
    toOthers: [
      String.raw`\b(?:хочу|собираюсь|готова?|мечтаю|хочется)(?: \p{L}+)? (?:убить|зарезать|застрелить|задушить|покалечить) (?!себя|время|эго|в себе)\p{L}{3,}\b|\b(?:хочется|тянет|желание) (?:\S+ )?(?:ударить|задушить|трясти|встряхнуть) (?:ребенка|малыша|сына|дочь)\b`,
      String.raw`\b(?:пырну|зарежу|прирежу|застрелю|отравлю|задушу) (?:его|ее|их|мужа|жену|отца|отчима|начальника|соседа|эту|этого)\b|\bподсыплю (?:\S+ )?(?:яд|отраву|крысин\p{L}*)|\b(?:взяла?|купила?|наточила?) (?:\S+ )?(?:нож|пистолет|ружье|топор)\p{L}*,? (?:\S+ )?(?:чтобы|для) (?:\S+ )?(?:убить|зарезать|пырнуть|застрелить|него|нее)\b`,
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
      timing: String.raw`\b(?:сегодня(?: ночью| вечером)?|завтра|после (?:дня рождения|праздник\p{L}*|нового года|свадьбы|экзамен\p{L}*|похорон)|ночью|в (?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)|на выходных|в выходные|когда (?:муж|мама|все|родители) (?:уедет|уедут|уснут|уидет|уидут)|на день рождения)\b`,
      finality: String.raw`\b(?:больше не напишу|тогда и вс[её]|прощаите|простите меня|хочу к (?:нему|неи|ним)|зов(?:ет|ут) (?:меня )?к себе|(?:выбрала?|назначила?|определила?|наметила?) (?:\S+ )?(?:день|дату|число)|дата (?:уже )?(?:выбрана|назначена)|спасибо за вс[её]|прощальн\p{L}+|раздала? вещи|последн\p{L}+ (?:раз|сообщение|пост))\b`,
      despair: String.raw`\b(?:всем спасибо|не заслужила?|не заслуживаю|простите,? если что не так|больше не могу|надоело|нет смысла|никто (?:и )?не заметит|обуза|устала? жить|лучше бы я (?:туда )?(?:дошла?|умерла?))\b`,
      harm: String.raw`\b(?:порезала?сь|режусь|(?:день|дня|дней|сутки|суток) не ем|не ем (?:уже )?(?:\S+ )?(?:дн\p{L}*|сут\p{L}*)|лезви\p{L}*|кров(?:ь|и|ью|ит|оточ\p{L}*)|шрам\p{L}*|ожог\p{L}*|рвот\p{L}*|наказать себя)\b`,
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
      String.raw`\b(?:ріжу|різала?|порізала?|палю|обпекла?) (?:собі|себе)\b|\bпорізала?ся\b(?!,? (?:\S+ ){0,3}(?:коли|поки|готуючи|ножем|об|папером|склом|бритвою під час))|\bсамоушкодж\p{L}*|\bселфхарм\p{L}*`,
      String.raw`\bпрощавайте\b|\bпрощальн\p{L}+ (?:лист\p{L}*|записк\p{L}+)|\bмоє останнє повідомлення\b|\b(?:пігулк\p{L}+|таблетк\p{L}+|ліки)\b(?=.*\b(?:накопичила?|збираю|зібрала?|всі одразу|вистачить)\b)|\bмотузк\p{L}+\b(?=.*\b(?:купила?|готова|шия)\b)|\b(?:з|на) (?:даху|мосту|балкона|вікна)\b(?=.*\b(?:стрибну|стрибнути|кинуся)\b)`,
      String.raw`\b(?:готова?|пора|хочу) (?:покинути|залишити) (?:це тіло|цей світ|це життя)\b`,
      // Better not to wake up; no sense in living; shooting oneself.
      String.raw`\bкраще (?:б |би )?(?:мені )?(?:не прокидатися|не прокинутися|не жити|не існувати|не народжуватися|померти)\b|\bне бачу (?:більше |жодного |ніякого )*сенсу (?:в житті|жити|далі жити)\b|\bжиття не має (?:жодного |ніякого )?сенсу\b|\bзастрелюся\b`,
      // Leaving quietly / going to the dead; stepping off; wishing a missile or a car would take me.
      String.raw`\b(?:хочу|хочеться|готова?|пора|вирішила?) (?:(?:просто|вже|тихо) )*піти (?:тихо|назавжди|свідомо|з життя|до (?:нього|неї|них|мами|тата|сина|доньки|чоловіка))\b|\bйду (?:додому )?до (?:своїх|нього|неї|мами|сина)\b(?=.{0,80}\b(?:чекають|чекає|бог|простить|підготува\p{L}*)\b)|\b(?:думала?|думаю|хотіла?|тягне|хочеться) (?:\S+ ){0,6}(?:стрибнути|кинутися|зістрибнути|піти вниз|ступити вниз|вийти у вікно)\b|\b(?:хочу|хочеться|хотілося б),? (?:щоб|аби) (?:мене )?(?:\S+ ){0,4}(?:не стало|вбило|збила машина|прилетіла (?:\S+ ){0,2}в (?:мій|мене))\b|\bкраще б (?:мене )?не (?:було|стало)\b|\bніхто (?:і |навіть )?не (?:помітить|заплаче|згадає)\b|\bв укриття (?:вже )?не (?:йду|ходжу|спускаюся)\b`,
      // Cutting and burning in any order; "again I cut my arms".
      String.raw`\b(?:знов|знову|опять|сьогодні|вчора) (?:себе )?(?:порізала?|різала?)\b|\bсебе (?:ріжу|різала?|порізала?|палю|припікаю)\b|\bпорізала? (?:собі )?(?:руки|руку|ноги|стегна|запяст\p{L}*)\b|\bприпіка\p{L}* собі\b|\bморю себе голодом\b`,
      // Passive wish: fall asleep and not wake, God take me, tired of living, burden, no reason to live.
      String.raw`\b(?:заснути|заснути б|засну|лягти спати|лягти б спати|лягти|уснути)(?: б| би)? (?:і|й|та) (?:більше |вже )?(?:ніколи )?не прокину?\p{L}*|\b(?:господи|боже|бог)\p{L}*,? (?:\S+ ){0,2}(?:забери|візьми|прибери) мене\b|\bмолю\p{L}*,? (?:\S+ )?(?:щоб|аби) (?:\S+ ){0,3}(?:забрав|прибрав|померти|померла?|не прокинутися|не прокинулась?)\b|\b(?:втомила?ся|втомився|набридло|стомила?ся) (?:від )?(?:жити|життя|існувати)\b(?! (?:в|у|на|з|поруч|разом) )|\bя (?:(?:просто|тільки|лише|тут|всім|всім тільки|для всіх|вже) )*(?:тягар|тягарем|зайва|зайвий|зайве)(?! (?:квиток|раз|вага|кілограм\p{L}*|кг))(?: (?:для|в|у|на|цій|цьому) \p{L}+)?\b|\b(?:немає|нема|не бачу) (?:жодного |ніякого |більше |вже )*(?:сенсу|причин\p{L}*) (?:жити|в житті|далі жити|прокидатися|продовжувати)\b|\b(?:нема|немає|нічого) (?:для чого|заради чого|для кого|навіщо) (?:мені )?(?:більше )?жити\b|\bнавіщо (?:мені )?(?:далі |більше )?жити\b`,
      // Reunion with the dead; the next life early; place and means now; overdose taken.
      String.raw`\b(?:хочу|хочеться|пора|йду|піду|вирішила? піти|готова? піти|скоро буду) (?:вже )?(?:піти )?(?:до|з) (?:\S+ )?(?:померл\p{L}+|покійн\p{L}+|загибл\p{L}+)|\bдо (?:мами|тата|сина|доньки|чоловіка|дружини|брата|сестри|бабусі|дідуся|нього|неї|них)\b (?:\S+ )?на (?:небо|небеса|той світ)\b|\b(?:хочу|пора|готова?) (?:\S+ )?на той світ\b|\b(?:піду|піти|помру|померти)(?: \S+){0,3},? (?:\S+ ){0,4}(?:переродж\p{L}*|наступн\p{L}+ (?:житт\p{L}*|втілен\p{L}*))|\b(?:стою|знаходжуся|залізла?|заліз|я вже) (?:\S+ ){0,2}(?:на|біля) (?:краю|даху|карнизі|парапеті|рейках|коліях)|\b(?:стою|стояла?|сиджу) (?:\S+ ){0,2}за (?:перилами|огорожею)|\bмайже (?:стрибнула?|зістрибнула?)\b|\b(?:випила?|випив|проковтнула?|проковтнув|прийняла?|прийняв|зїла?) (?:\S+ )?(?:всі|усі|всю|цілу|пачку|упаковку|блістер|жменю)\b|\bнаковтала?ся\b|\bнаковтався\b`,
      // Self-harm now, hiding cuts, purging, starving; slang and misspellings of suicide.
      String.raw`\b(?:знову|знов|сьогодні|вчора|вночі|всю ніч|ще раз) (?:\S+ )?(?:по)?різала?ся\b|\b(?:по)?різала?ся (?:\S+ )?(?:знову|знов|вчора|сьогодні|глибше)\b|\bхова\p{L}* (?:\S+ ){0,2}(?:поріз\p{L}*|шрам\p{L}*|ран\p{L}*|сліди|опік\p{L}*)|\bсвіж\p{L}+ (?:поріз\p{L}*|ран\p{L}*|шрам\p{L}*)|\b(?:тягне|хочеться|хочу) (?:\S+ )?(?:порізатися|різатися|себе порізати)\b|\b(?:блюю|вириваю|викликаю блювоту|пальці в рот) (?:\S+ ){0,3}(?:після|спеціально|навмисно)|\bпісля (?:кожної |будь-якої )?їжі (?:\S+ ){0,2}(?:блюю|вириваю|викликаю блювоту)|\bне їм (?:\S+ )?(?:спеціально|навмисно|навмисне)|\b(?:спеціально|навмисно|навмисне) (?:\S+ )?не їм\b|\bви{1,2}обн(?:усь|уся|утись|утися)\b|\b(?:повішуся|втоплюся|отруюся|застрелюся|стрибну з|кинуся (?:з|під)|вскриюся|самовбюся)\b|\bсу(?:ї|і|и|е)?ц(?:и|і|е)д(?:альн|ну|н)\p{L}* (?:думк\p{L}*|настр\p{L}*)|\bдумк\p{L}* (?:про|о) (?:су(?:ї|і|и|е)?ц(?:и|і|е)д\p{L}*|самогубств\p{L}*)`,
      // "Someone take the cat": handing over a pet as a farewell.
      String.raw`\b(?:кота|кішку|собаку|пса) (?:заберіть|візьміть|заберите|возьмите) (?:хтось|хто-небудь|кто-нибудь|кто-то)\b|\b(?:заберіть|візьміть|заберите|возьмите) (?:хтось |кто-нибудь )?(?:мого |моего )?(?:кота|кішку|собаку|пса)\b(?=.{0,60}\b(?:вибачте|простите|дякую|спасибо|прощ)\p{L}*)`,
      // Shortening one's age (вкоротити собі віку), going to a dead brother, "I only get in the way", easier without me.
      String.raw`\b(?:вкоротити|вкорочу|вкоротила?|вкоротив|укоротити|укорочу) (?:собі )?(?:\S+ )?віку?\b|\b(?:хочу|хочеться|хочу вже|піду|пора) (?:піти )?до (?:мами|тата|сина|доньки|чоловіка|дружини|брата|сестри|бабусі|дідуся|нього|неї|них|своїх)\b(?=.{0,60}\b(?:вбили|убили|загинув|загинула|загинули|помер|померла|померли|нема в живих|немає в живих|на небі|на небесах|на тому світі|поховал\p{L}*)\b)|\bя (?:(?:всім|тільки|лише|тут|всім тільки) )+заважаю\b(?! \p{L}+(?:ти|тися|ть)\b)|\bбез мене (?:\S+ ){0,2}(?:буде|стане|було б|всім) (?:\S+ )?(?:краще|легше|простіше|спокійніше)\b(?! \p{L}+(?:ти|тися)\b)`,
    ],
    fromOthers: [
      String.raw`\b(?:чоловік|хлопець|батько|тато|вітчим|брат|дядько|він|вона|мати|мама|колишній|партнер)(?: \p{L}+){0,3}? (?:мене )?(?:бє|б'є|бив|побив|вдарив|душив|душить|зґвалтував|погрожує|погрожував|замикає|штовхнув)\b`,
      String.raw`\b(?:сказав|каже|погрожує|написав)\p{L}*,? що (?:якщо|як тільки) (?:\S+ ){1,5}(?:він |вона )?мене (?:вбє|приріже|задушить|знайде)\b|\bмене душить\b`,
      String.raw`\b(?:каже|сказав|погрожує|пише|обіцяє)\p{L}*,? (?:що )?(?:\S+ ){0,5}(?:знайде|вбє|приріже|задушить|уб\p{L}*)\b(?=.{0,60}\b(?:вбє|приріже|вб\p{L}*|мене)\b)|\bзнаиде (?:мене )?(?:\S+ ){0,3}(?:і|и) (?:вбє|приріже|задушить)\b|\bне випускає мене\b|\bзамикає мене\b|\bзабрав (?:у мене |мій |мої )?(?:паспорт|телефон|ключі|документи)\b|\b(?:тепер|знову|постійно|вчора) (?:бє|бив|душив|побив) мене\b|\bдушив\p{L}* мене\b|\b(?:вчора|знову) душив\b|\bламав мені\b|\bзаходить (?:вночі )?до мене в (?:кімнату|ліжко)\b`,
      String.raw`\bзамкнула?ся (?:у|в|на) (?:ванн\p{L}*|туалет\p{L}*|кімнат\p{L}*|балкон\p{L}*)(?=.{0,80}\b(?:ламає|ломиться|вибиває|стукає|кричить|пян\p{L}*|бє|погрожу\p{L}*|ніж\p{L}*)\b)|\bховаюся (?:від (?:нього|неї|чоловіка|батька|вітчима)|в (?:ванн|туалет|шаф))|\bвбє,? (?:якщо|як тільки) (?:я )?(?:піду|розкажу|скажу|розлучуся|подзвоню|заявлю|втечу)\b|\b(?:він|колишн\p{L}*|чоловік) (?:\S+ ){0,2}(?:стоїть|чекає|чатує|ходить) (?:\S+ ){0,2}(?:під підїздом|біля підїзду|під вікнами|за дверима|біля дверей|біля дому|біля будинку)\b|\bвбє мене\b|\bвб'є мене\b|\bбоюся (?:йти |повертатися )?додому\b|\bдомашн\p{L}+ насильств\p{L}+`,
    ],
    toOthers: [
      String.raw`\b(?:заріжу|заколю|застрелю|отрую|задушу|вбю) (?:його|її|їх|чоловіка|дружину|батька|вітчима|начальника|сусіда|цю|цього)\b|\bпідсиплю (?:\S+ )?(?:отрут\p{L}*|щурин\p{L}*)|\b(?:взяла?|взяв|купила?|купив|наточила?|наточив) (?:\S+ )?(?:ніж|пістолет|рушницю|сокиру),? (?:\S+ )?(?:щоб|для) (?:\S+ )?(?:вбити|зарізати|застрелити|нього|неї)\b`,
      String.raw`\b(?:хочу|збираюся|готова?)(?: \p{L}+)? (?:вбити|зарізати|застрелити|покалічити|побити) (?:його|її|їх|когось|всіх)\b|\bвбю (?:його|її|їх|всіх)\b`,
      String.raw`\b(?:хочу|збираюся|готова?|хочеться)(?: \p{L}+)? (?:вбити|зарізати|застрелити|задушити|покалічити) (?!себе|час|его)\p{L}{3,}\b|\bніж під подушкою\b|\b(?:хочеться|тягне) (?:\S+ )?(?:вдарити|задушити|трусонути) (?:дитину|малого|сина|доньку)\b`,
      String.raw`\b(?:його|її|їх|всіх) (?:вбю|заріжу|приріжу|застрелю|задушу|порішу)\b(?!.{0,40}\b(?:жартую|лол|хаха\p{L}*)\b)|\b(?:вбю|заріжу|приріжу) (?:\S+ )?(?:ножем|сокирою)\b`,
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
      timing: String.raw`\b(?:сьогодні(?: вночі| ввечері| після зміни)?|після (?:дня народження|свят\p{L}*|нового року|весілля|іспит\p{L}*|похорону)|завтра(?: зранку)?|вночі|в (?:понеділок|вівторок|середу|четвер|пʼятницю|пятницю|суботу|неділю)|на вихідних|цього тижня|чекаю,? (?:коли|поки)|коли (?:сусідка|мама|всі|батьки|чоловік) (?:поїде|поїдуть|засне|заснуть|піде))\b`,
      finality: String.raw`\b(?:прощальн\p{L}+|прощавайте|хочу до (?:нього|неї|них)|клич(?:е|уть) (?:мене )?до себе|(?:обрала?|обрав|вибрала?|вибрав|призначила?|призначив) (?:\S+ )?(?:день|дату|число)|дякую за все|(?:кота|собаку) заберіть|заберіть (?:кота|собаку)|більше не напишу|останн\p{L}+ (?:раз|повідомлення)|роздала? речі)\b`,
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
      // Passive wish: sleep and not wake, God take me, tired of life, burden, no reason to live.
      String.raw`\b(?:zasnac|zasne|usnac|usne|polozyc sie spac)(?: \S+)? i (?:juz )?(?:nigdy )?(?:sie )?(?:nie (?:obudzic|obudze|wstac|wstane)|nie obudzic sie)\b|\b(?:boze|panie boze|jezu|boze kochany)\w*,? (?:\S+ ){0,2}(?:zabierz|wez) mnie\b|\bmodle sie,? (?:\S+ )?(?:zeby|by|aby|o to,? zeby) (?:\S+ ){0,3}(?:mnie zabral|zabral mnie|umrzec|umrzec|sie nie obudzic|nie obudzic sie)\b|\b(?:zmeczon[aey]|zmeczylam sie|zmeczylem sie|mam dosc|dosc mam) (?:juz )?(?:zyciem|zycia|zyc|istnieniem|istnienia)\b(?! (?:w|na|z|pod|obok|razem|tutaj|tu) )|\bjestem (?:(?:tylko|tu|tutaj|juz|po prostu|dla wszystkich|wszystkim|dla rodziny|na tym swiecie) )*(?:ciezarem|zbedn[aey]|niepotrzebn[aey]|nadprogramow[aey])\b|\bnie mam (?:juz )?(?:po co|dla kogo|dla czego|powodu,? (?:zeby|by)) (?:dalej )?zyc\b|\bnie widze (?:juz )?(?:zadnego )?(?:sensu|powodu) (?:zeby |by )?(?:zycia|zyc|istniec)\b`,
      // Reunion with the dead; the soul leaving the body; place and means now; an overdose taken.
      String.raw`\b(?:chce|chcialabym|chcialbym|pora|ide|pojde|odejde|dolacze) (?:\S+ )?(?:dolaczyc |isc |odejsc |pojsc )?do (?:\S+ )?(?:zmarl\w+|niezyjac\w+|nieboszcz\w+)|\b(?:chce|chcialabym|chcialbym|pora|odejde|dolacze|pojde) (?:dolaczyc |isc |odejsc |pojsc )?do (?:mamy|taty|mamusi|zony|meza|syna|corki|brata|siostry|babci|dziadka|niego|niej|nich)\b(?=.{0,60}\b(?:umarl\w*|zmarl\w*|zginal\w*|zginel\w*|w niebie|nie zyje|odszedl|odeszla)\b)|\bdo (?:mamy|taty|zony|meza|syna|corki|brata|siostry|niego|niej) (?:\S+ )?(?:w niebie|do nieba|na tamten swiat)\b|\b(?:dusza|duszy) (?:\S+ ){0,2}(?:chce |musi |pragnie )?(?:odejsc|opuscic|uwolnic sie) (?:z |od )?(?:tego |mojego )?(?:ciala|cialo)\b|\b(?:stoje|jestem juz|siedze) (?:\S+ ){0,2}(?:na (?:dachu|krawedzi|gzymsie|parapecie|torach)|za (?:barierka|balustrada|porecza))\b|\bprawie (?:skoczyl\w*|sie rzucil\w*)\b|\b(?:lyknel\w*|polknel\w*|wzial\w*|wypil\w*|zazyl\w*|zjadl\w*) (?:\S+ )?(?:wszystkie|cale|cala|caly|garsc)\b|\bnalykal\w* sie\b|\bnazarl\w* sie (?:tabletek|prochow|lekow)\b`,
      // Self-harm now: hiding cuts and scars, the urge, purging and starving; slang and misspellings.
      String.raw`\b(?:chowam|ukrywam|zakrywam|schowal\w*|ukryl\w*) (?:\S+ ){0,2}(?:rany|ranki|blizn\w*|ciecia|rozciecia|slady|oparzenia)\b|\b(?:mam|moje|znowu|znow) (?:\S+ )?swieze (?:rany|ranki|blizny|ciecia|rozciecia)\b|\b(?:mam ochote|chce|ciagnie mnie,? (?:zeby|by)|kusi mnie,? (?:zeby|by)) (?:sie )?(?:pociac|ciac|pociac sie|ciac sie|zranic)\b|\b(?:wymiotuje|zwracam|rzygam|wkladam palce do gardla) (?:\S+ ){0,3}(?:specjalnie|celowo|po kazdym|po jedzeniu|po posilk\w*)\b|\bnie jem (?:\S+ ){0,2}(?:celowo|specjalnie|za kare)\b|\b(?:celowo|specjalnie) (?:\S+ )?nie jem\b|\bnie zasluguje na jedzenie\b|\bmysli samob(?:oj|uj|ój)cz\w*|\bsamob(?:uj|oj)cz\w* mysli\b|\b(?:zabic|zajebac|powiesic|otruc|pociac|utopic) sie (?:dzis|dzisiaj|jutro|w nocy|teraz)\b|\b(?:utopie|zastrzele|rzuce) sie\b(?! (?:w wir|na|w pracy|w nauce|z motyka))`,
      // Wishing to stop being.
      String.raw`\b(?:gdybym|chce|chcialabym|chcialbym|zeby|zebym|mysle,? zeby|marze,? zeby)(?: \S+){0,3} (?:przestal\w*|przestac) (?:istniec|oddychac|(?:byc|zyc)(?=\s*(?:[.,!?;]|$| na zawsze| juz| w ogole| i tyle)))\b`,
      // Starving and purging as punishment, hitting oneself, cutting in any word order.
      String.raw`\bglodze sie\b|\bzasluzyl\w* na kare\b|\b(?:wymiotuje|prowokuje wymioty) (?:po|specjalnie)\b|\b(?:bije|uderzam) sie (?:w glowe|glowa|piesciami)\b|\b(?:znowu|znow|dzis|wczoraj) (?:sie )?(?:pocielam|pocialem|cielam|cialem|tne)\b|\b(?:drapie|rozdrapuje|gryze|przypalam) (?:sie|sobie) (?:\w+ )?(?:do krwi|rece|reke|nogi|uda|skore)\b`,
      // Joining a dead parent out of longing.
      String.raw`\b(?:chce|chcialabym|chcialbym|pora) (?:juz )?(?:dolaczyc|odejsc) do (?:mamy|taty|mamusi|tatusia|zony|meza|syna|corki|brata|siostry|babci|dziadka|niego|niej|nich)\b(?!\s+(?:w|we|na|do|za|nad|pod|przy)\b)(?=.{0,40}\b(?:tesknie|brakuje mi (?:go|jej|ich))\b)`,
    ],
    fromOthers: [
      String.raw`\b(?:moj|maz|chlopak|ojciec|tata|ojczym|brat|wujek|on|ona|matka|mama|partner|ex|były|byly)(?: \w+){0,3}? (?:mnie )?(?:bije|bi[łl]|bi[łl]a|uderzy[łl]|dusi[łl]?|zgwa[łl]ci[łl]|grozi|grozi[łl]|kopie|kopa[łl]|popchn[aą][łl]|zamyka|molestuje|dotyka mnie)\b`,
      String.raw`\b(?:powiedzial|powiedziala|mowi|grozi|napisal),? ze (?:jak|jesli|jezeli) (?:\S+ ){1,5}(?:to )?mnie (?:zabije|udusi|zadzga)\b|\bmnie (?:dusi|bije|kopie)\b`,
      String.raw`\bmnie (?:u|pod|przy)?dusil\w*|\b(?:zamyka|zamknal|zamknela) mnie (?:w domu|w pokoju|na klucz)\b|\b(?:kopnal|kopnela|uderzyl|pobil|dusil|udusil|zgwalcil|popchnal) mnie\b|\bzabral\w* mi (?:dowod|telefon|paszport|klucze|dokumenty)\b|\bwlamal\w* sie do (?:mojego|mnie)\b|\bzostawil\w* noz\b|\bmowi,? ze (?:mnie )?(?:znajdzie|zabije)\b|\bjak (?:odejde|go zostawie|zglosze)(?: \S+){0,3} (?:to )?(?:mnie )?zabije\b|\bprzychodzi (?:w nocy |noca )?do mojego (?:pokoju|lozka)\b`,
      String.raw`\bzamknel\w* sie (?:w|na) (?:lazience|lazienka|pokoju|toalecie|kiblu|balkonie)(?=.{0,80}\b(?:wali|dobija|wywaza|krzyczy|grozi|pijany|bije|z nozem|kopie)\w*)|\bchowam sie (?:przed (?:nim|mezem|ojcem|ojczymem|nia)|w (?:lazience|szafie|pokoju))\b|\b(?:zabije|udusi|zadzga) (?:mnie )?(?:\S+ )?(?:jak|jesli|jezeli|gdy) (?:\S+ )?(?:odejde|powiem|zglosze|go zostawie|ucieknie|uciekne|sie rozwiode|zadzwonie)\b|\b(?:on|byly|ex|maz|partner) (?:\S+ ){0,2}(?:stoi|czeka|czatuje|kraz\w*) (?:\S+ ){0,2}(?:pod (?:blokiem|domem|oknem|oknami|drzwiami)|przed (?:domem|blokiem|drzwiami))\b|\bzabije mnie\b(?!.* jak (?:zobaczy|sie dowie))|\bboje sie (?:wrocic do domu|jego|jej|ze mnie zabije)\b|\bprzemoc domowa\b|\bgrozi[łl]?,? ze mnie zabije\b`,
    ],
    toOthers: [
      String.raw`\b(?:chce|zamierzam|mam ochote)(?: \w+)? (?:zabic|zadzgac|zastrzelic|udusic|pobic) (?!sie\b|czas\b|ego\b)(?:tego|te|tych|go|ja|ich|mojego|moja|swojego|szefa|ojca|ojczyma|\w+a)\b|\b(?:rzucil\w*|rzucic) sie na (?:niego|nia) z (?:nozem|nozykiem|siekiera|nozyczkami)\b|\b(?:obrazy|mysli),? jak (?:dusze|zabijam|dzgam|bije) \w+\b|\bkupil\w* (?:kastet|noz|bron|pistolet)\b(?=.{0,80}\b(?:czekam|weekend|jutro|go|jego)\b)`,
      String.raw`\b(?:dzgne|zadzgam|zastrzele|otruje|udusze|zarzne|poderzne (?:mu|jej) gardlo)(?: \w+)? (?:go|ja|ich|meza|ojca|ojczyma|szefa|sasiada|nozem)\b|\b(?:dosypie|dosypalam|dosypalem|wsypie) (?:\S+ ){0,2}(?:trucizn\w*|trutk\w*)\b`,
      String.raw`\b(?:chce|zamierzam|mam ochote)(?: \w+)? (?:go|ja|ich|kogos|wszystkich) (?:zabic|zadzgac|zastrzelic|skrzywdzic|pobic)\b|\b(?:zabije|zadzgam|zastrzele) (?:go|ja|ich|wszystkich)\b`,
      String.raw`\b(?:zajebie|zakatrupie|zatluke|zarzne|zadzgam) (?:go|ja|ich|tego|te) (?:\S+ )?(?:nozem|nozykiem|siekiera|mlotkiem|maczeta|z broni|z pistoletu)\b`,
    ],
    concern: [
      String.raw`\bsamoboj\w*|\bsamookalecz\w*|\b(?:zmarl|zmarla|umarl|umarla|pogrzeb|zaloba|stracilam|stracilem)\b|\bchce sie zabic\b`,
    ],
    negation: String.raw`\b(?:nie|nigdy|ani)\b`,
    thirdPerson: String.raw`\b(?:on|ona|oni|moj (?:przyjaciel|syn|brat|tata|maz)|moja (?:przyjaciolka|corka|siostra|mama|zona)|ktos|ty|uczen|uczennica|kolega|kolezanka)\b`,
    firstPerson: String.raw`\b(?:ja|mnie|mi|sie|beze mnie)\b`,
    framing: String.raw`\b(?:sen|snilo|sni[łl]o|we snie|koszmar|smierc ego|bardo|phowa|przypadkiem|poszcze|w poscie|wielki post|glodowka|ramadan|jak (?:zobaczy|sie dowie)|umieram (?:ze smiechu|z nudow|z glodu)|zabic czas)\b`,
    topic: String.raw`\b(?:wypracowanie|referat|praca o|badani\w+|statystyk\w+|artykul|wiadomosci|dokument\w*|film|serial|powiesc|ksiazk\w+|piosenk\w+|lekcj\w+|profilaktyk\w+|eutanazj\w+)\b`,
    resolved: String.raw`\b(?:lat temu|kiedy bylam|kiedy bylem|jako nastolat\w+|teraz jest (?:mi )?lepiej)\b`,
    recovered: String.raw`\b(?:(?:dzis|dzisiaj|teraz) (?:\S+ ){0,6}wszystko jest (?:dobrze|ok)|teraz (?:jest (?:mi )?(?:dobrze|lepiej)|mam \d+ (?:lat )?i jest dobrze|jestem szczesliw\w+)|to minelo|jest juz dobrze|swietuje \d+)\b`,
    past: String.raw`\b(?:kiedys|mialam|mialem|chcialam|chcialem|probowalam|probowalem|cielam|cialem|byl czas|lat temu|w (?:19|20)\d\d|w wieku \d+|kiedy bylam|kiedy bylem|jako nastolat\w+|w zeszlym roku)\b`,
    cues: {
      means: String.raw`\b(?:sznur\w*(?! (?:do|na) )|link[eai](?! (?:do|na) )|petl[ai]|(?:wszystkie|\d+|dwa|trzy) (?:opakowania|tabletki|tabletek|listki)|tramal\w*|prochy|trutk\w*|bron\w*|pistolet\w*|strzelb\w*|zyletk\w*|\b(?<!przez )most\w*|\b(?<!przez )mosci\w*|z dachu|\d+ pietr\w*|tory|torach|pociag\w* (?:pospieszn\w*|towarow\w*)|pospieszny|szlaban\w*)\b`,
      prep: String.raw`\b(?:wiem (?:juz )?(?:gdzie|jak|kiedy)|sprawdzil\w*|kupil\w*|zebral\w*|uzbieral\w*|schowal\w*|mam (?:w garazu|schowane|przygotowane)|przygotowal\w*|wystarczy|postanowil\w*|pomodlil\w* sie ostatni raz)\b`,
      timing: String.raw`\b(?:dzis(?: w nocy| wieczorem)?|dzisiaj|jutro|w nocy|w (?:poniedzialek|wtorek|srode|czwartek|piatek|sobote|niedziele)|na weekend|w weekend|czekam (?:az|na)|o \d{1,2}:\d\d|jak (?:mama|wszyscy|rodzice) (?:pojedzie|wyjada|zasna|wyjdzie))\b`,
      finality: String.raw`\b(?:wybral\w* (?:juz )?(?:dzien|date)|rozdal\w* (?:swoje |moje )?(?:rzeczy|ubrania|ksiazki)|list (?:pozegnalny|do (?:rodzicow|mamy|taty|corki|syna))|nie (?:dzwoncie|wzywajcie) po (?:nikogo|policje|karetke|pomoc)|nie (?:szukajcie|ratujcie) mnie|napisal\w* list|zegnajcie|ostatni raz|zostawil\w* (?:rozaniec|rozanc|klucze|list)|moja dusza (?:juz )?skonczyla|(?:dzieki|dziekuje|dziekuje wam) za wszystko|przepraszam za wszystko|to zrobie)\b`,
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
      // Sleep and not wake, God take me, burden, slang, cutting again, on the roof, all the pills.
      String.raw`\b(?:usnut|zasnut|zasnuty|zasnuti|usnu|zasnu) (?:\S+ )?(?:i|y|ta) (?:bolshe |bilshe )?ne (?:prosnutsya|prosnutsa|prosnutsia|prokynutysia|prokinutisya|prokinutis|prosnus)\b|\b(?:gospodi|bozhe|boze) (?:\S+ )?(?:zaberi|vozmi|zabery|vizmy) (?:menya|mene)\b|\bya (?:\S+ )?(?:obuza|tyagar|tiahar|tyazhar)\b|\b(?:vypilus|vypilyus|vypiljus|vskroyus|vskroius|poveshus|povishusia|povishusya|samoubyus)\b|\b(?:opyat|opiat|snova|znovu|vchera|vchora) (?:\S+ )?(?:porezala?s|rezala?s|porizala?sia|rizala?sia|porizalas|rizalas)\b|\b(?:stoyu|stoiu|stoju) (?:\S+ )?na (?:kryshe|krishe|dakhu|dahu|krayu|kraiu|mostu)\b|\b(?:vypila?|vypyla?|vypyv|proglotila?) (?:\S+ )?(?:vse|vsi|usi) (?:tabletki|tabletky|pigulky|kolesa)\b`,
    ],
    fromOthers: [
      String.raw`\b(?:muzh|cholovik|paren|khlopets|otchim|vitchym)(?: \S+){0,3}? (?:menya |mene )?(?:bet|byet|b'ye|bye|dushil|dushyv|izbil|pobyv)\b`,
    ],
    toOthers: [
      String.raw`\b(?:ubyu|zarezhu|vbyu|zarizhu|zastrelyu|zastreliu) (?:ego|eyo|ee|yogo|yii|yiyi)\b`,
    ],
    concern: [String.raw`\b(?:suicid\w*|samoubiistv\w*|samohubstv\w*)\b`],
    negation: String.raw`\b(?:nikogda|nikoly|ni za chto)\b`,
    thirdPerson: String.raw`\b(?:on|ona|oni|vin|vona|vony|moi drug|moya podruga)\b`,
    firstPerson: String.raw`\b(?:ya|ja|menya|mene|mne|meni)\b`,
    framing: String.raw`\b(?:son|vo sne|uvi sni|koshmar|smert ego|bardo|phowa|pkhova)\b`,
    topic: String.raw`\b(?:referat|doklad|statya|stattia|film|serial|kniga|knyha)\b`,
    resolved: String.raw`\b(?:let nazad|rokiv tomu|ranshe|ranishe)\b`,
  },
];

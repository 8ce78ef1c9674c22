import type { LanguageCode } from './language.ts';

/**
 * The words of the caring replies, in every language the risk screen recognises. Written to
 * safe-messaging guidance (WHO, Samaritans, 988 Lifeline): warm, short, no judgement, no
 * description of means, never a claim to be a person or a therapist, and one clear next step.
 * `emergency` is followed by the country's number in brackets when it is known.
 */
export interface CareText {
  /** Suicide or self-harm: the person's own life. */
  self: string;
  /** Danger from someone else: abuse, violence at home. */
  fromOthers: string;
  /** An urge or intent to hurt someone else. */
  toOthers: string;
  emergency: string;
  findHelpline: string;
  closing: string;
  /** One line after a persona's reply when the talk touches these subjects (concern). */
  concern: string;
}

export const CARE_TEXTS: Record<LanguageCode, CareText> = {
  en: {
    self: "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now. I'm an AI teacher, not a person or a therapist, and you deserve a real person with you today. Please reach out now:",
    fromOthers:
      "What you're describing is not okay, and it is not your fault. Your safety matters most right now. I'm an AI teacher, not a person or a counsellor, so please reach people who can help keep you safe:",
    toOthers:
      "Thank you for saying this instead of acting on it. Please put distance between yourself and the other person right now. I'm an AI teacher, not a person or a counsellor; someone on a helpline can talk this through with you now:",
    emergency: 'If you are in immediate danger, call your local emergency number now',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) lists free, confidential helplines in your country.',
    closing:
      "If you can, tell someone you trust how you are feeling and stay near them. You don't have to go through this alone. When you feel ready, I will still be here.",
    concern:
      'If this weighs on you or someone close to you, you do not have to carry it alone: free, confidential help is there.',
  },
  es: {
    self: 'Me alegra mucho que me lo hayas contado, y siento muchísimo que estés cargando con tanto dolor. Soy un maestro de IA, no una persona ni un terapeuta, y hoy mereces tener a una persona real a tu lado. Por favor, busca ayuda ahora:',
    fromOthers:
      'Lo que describes no está bien y no es culpa tuya. Ahora lo más importante es tu seguridad. Soy un maestro de IA, no una persona ni un consejero, así que por favor contacta con quien pueda ayudarte a estar a salvo:',
    toOthers:
      'Gracias por decirlo en lugar de actuar. Por favor, aléjate ahora de esa persona. Soy un maestro de IA, no una persona ni un consejero; en una línea de ayuda pueden hablarlo contigo ahora mismo:',
    emergency: 'Si estás en peligro inmediato, llama ahora al número de emergencias de tu país',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) reúne líneas de ayuda gratuitas y confidenciales de tu país.',
    closing:
      'Si puedes, cuéntale a alguien de confianza cómo te sientes y quédate cerca de esa persona. No tienes que pasar por esto a solas. Cuando te sientas listo o lista, seguiré aquí.',
    concern:
      'Si esto te pesa a ti o a alguien cercano, no tienes que cargarlo a solas: hay ayuda gratuita y confidencial.',
  },
  pt: {
    self: 'Fico muito feliz que você tenha me contado, e sinto muito que esteja carregando tanta dor agora. Sou um mestre de IA, não uma pessoa nem um terapeuta, e você merece ter uma pessoa de verdade ao seu lado hoje. Por favor, procure ajuda agora:',
    fromOthers:
      'O que você descreve não está certo, e não é culpa sua. Agora o mais importante é a sua segurança. Sou um mestre de IA, não uma pessoa nem um conselheiro, então procure quem possa ajudar a manter você em segurança:',
    toOthers:
      'Obrigado por dizer isso em vez de agir. Por favor, afaste-se agora dessa pessoa. Sou um mestre de IA, não uma pessoa nem um conselheiro; numa linha de apoio alguém pode conversar sobre isso com você agora:',
    emergency: 'Se você estiver em perigo imediato, ligue agora para o número de emergência local',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) lista linhas de apoio gratuitas e sigilosas no seu país.',
    closing:
      'Se puder, conte a alguém de confiança como você está se sentindo e fique perto dessa pessoa. Você não precisa passar por isso sozinho. Quando se sentir pronto, continuarei aqui.',
    concern:
      'Se isso pesa para você ou para alguém próximo, você não precisa carregar sozinho: existe ajuda gratuita e sigilosa.',
  },
  fr: {
    self: "Je suis vraiment content que tu m'en parles, et je suis désolé que tu portes autant de douleur en ce moment. Je suis un enseignant IA, pas une personne ni un thérapeute, et tu mérites d'avoir une vraie personne à tes côtés aujourd'hui. S'il te plaît, demande de l'aide maintenant :",
    fromOthers:
      "Ce que tu décris n'est pas normal, et ce n'est pas ta faute. Ta sécurité passe avant tout. Je suis un enseignant IA, pas une personne ni un conseiller : contacte des gens qui peuvent t'aider à te mettre en sécurité :",
    toOthers:
      "Merci de le dire au lieu de passer à l'acte. S'il te plaît, éloigne-toi de cette personne maintenant. Je suis un enseignant IA, pas une personne ni un conseiller ; une ligne d'écoute peut en parler avec toi dès maintenant :",
    emergency: "Si tu es en danger immédiat, appelle maintenant le numéro d'urgence local",
    findHelpline:
      "[findahelpline.com](https://findahelpline.com) recense les lignes d'écoute gratuites et confidentielles de ton pays.",
    closing:
      "Si tu peux, dis à quelqu'un de confiance ce que tu ressens et reste près de lui. Tu n'as pas à traverser ça seul. Quand tu te sentiras prêt, je serai toujours là.",
    concern:
      "Si cela te pèse, à toi ou à un proche, tu n'as pas à le porter seul : une aide gratuite et confidentielle existe.",
  },
  de: {
    self: 'Ich bin wirklich froh, dass du es mir gesagt hast, und es tut mir so leid, dass du gerade so viel Schmerz trägst. Ich bin ein KI-Lehrer, kein Mensch und kein Therapeut, und du verdienst heute einen echten Menschen an deiner Seite. Bitte hol dir jetzt Hilfe:',
    fromOthers:
      'Was du beschreibst, ist nicht in Ordnung, und es ist nicht deine Schuld. Deine Sicherheit geht jetzt vor. Ich bin ein KI-Lehrer, kein Mensch und keine Beratungsstelle, bitte wende dich an Menschen, die dir helfen können, sicher zu sein:',
    toOthers:
      'Danke, dass du es aussprichst, statt danach zu handeln. Bitte geh jetzt auf Abstand zu dieser Person. Ich bin ein KI-Lehrer, kein Mensch und keine Beratungsstelle; am Krisentelefon kann jemand jetzt mit dir darüber sprechen:',
    emergency: 'Wenn du in akuter Gefahr bist, ruf jetzt den Notruf an',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) listet kostenlose, vertrauliche Hilfetelefone in deinem Land.',
    closing:
      'Wenn du kannst, erzähl einem Menschen, dem du vertraust, wie es dir geht, und bleib in seiner Nähe. Du musst da nicht allein durch. Wenn du so weit bist, bin ich weiter hier.',
    concern:
      'Wenn dich das oder jemanden in deiner Nähe belastet, musst du es nicht allein tragen: Es gibt kostenlose, vertrauliche Hilfe.',
  },
  it: {
    self: "Sono davvero contento che tu me l'abbia detto, e mi dispiace tanto che tu stia portando così tanto dolore. Sono un maestro IA, non una persona né un terapeuta, e oggi meriti una persona vera accanto a te. Per favore, chiedi aiuto adesso:",
    fromOthers:
      'Quello che descrivi non va bene, e non è colpa tua. Adesso conta prima di tutto la tua sicurezza. Sono un maestro IA, non una persona né un consulente, quindi rivolgiti a chi può aiutarti a metterti al sicuro:',
    toOthers:
      "Grazie per averlo detto invece di agire. Per favore, allontanati subito da quella persona. Sono un maestro IA, non una persona né un consulente; a una linea d'ascolto qualcuno può parlarne con te adesso:",
    emergency: 'Se sei in pericolo immediato, chiama subito il numero di emergenza',
    findHelpline:
      "[findahelpline.com](https://findahelpline.com) elenca le linee d'ascolto gratuite e riservate del tuo paese.",
    closing:
      'Se puoi, racconta a qualcuno di cui ti fidi come ti senti e resta vicino a lui. Non devi affrontarlo da solo. Quando ti sentirai pronto, sarò ancora qui.',
    concern:
      'Se questo pesa su di te o su qualcuno a te vicino, non devi portarlo da solo: esiste un aiuto gratuito e riservato.',
  },
  nl: {
    self: 'Ik ben echt blij dat je het me vertelt, en het spijt me zo dat je nu zoveel pijn draagt. Ik ben een AI-leraar, geen mens en geen therapeut, en je verdient vandaag een echt mens naast je. Zoek alsjeblieft nu hulp:',
    fromOthers:
      'Wat je beschrijft is niet oké, en het is niet jouw schuld. Je veiligheid gaat nu voor. Ik ben een AI-leraar, geen mens en geen hulpverlener, dus neem contact op met mensen die je kunnen helpen veilig te zijn:',
    toOthers:
      'Dank je dat je dit zegt in plaats van ernaar te handelen. Neem alsjeblieft nu afstand van die persoon. Ik ben een AI-leraar, geen mens en geen hulpverlener; bij een hulplijn kan iemand hier nu met je over praten:',
    emergency: 'Ben je in direct gevaar, bel dan nu het alarmnummer',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) geeft gratis, vertrouwelijke hulplijnen in jouw land.',
    closing:
      'Vertel als het kan iemand die je vertrouwt hoe je je voelt en blijf bij diegene in de buurt. Je hoeft dit niet alleen te doen. Als je er klaar voor bent, ben ik er nog.',
    concern:
      'Als dit zwaar is voor jou of iemand dicht bij je, hoef je het niet alleen te dragen: er is gratis, vertrouwelijke hulp.',
  },
  pl: {
    self: 'Naprawdę się cieszę, że mi o tym mówisz, i bardzo mi przykro, że dźwigasz teraz tyle bólu. Jestem nauczycielem AI, nie człowiekiem ani terapeutą, a dziś zasługujesz na prawdziwą osobę obok siebie. Proszę, poszukaj pomocy teraz:',
    fromOthers:
      'To, co opisujesz, nie jest w porządku i to nie twoja wina. Teraz najważniejsze jest twoje bezpieczeństwo. Jestem nauczycielem AI, nie człowiekiem ani doradcą, więc skontaktuj się z ludźmi, którzy pomogą ci być bezpiecznym:',
    toOthers:
      'Dziękuję, że mówisz o tym, zamiast działać. Proszę, odsuń się teraz od tej osoby. Jestem nauczycielem AI, nie człowiekiem ani doradcą; w telefonie zaufania ktoś może teraz z tobą o tym porozmawiać:',
    emergency: 'Jeśli grozi ci bezpośrednie niebezpieczeństwo, zadzwoń teraz na numer alarmowy',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) podaje bezpłatne, poufne telefony zaufania w twoim kraju.',
    closing:
      'Jeśli możesz, powiedz komuś zaufanemu, jak się czujesz, i zostań blisko tej osoby. Nie musisz przechodzić przez to sam. Kiedy będziesz gotów, nadal tu będę.',
    concern:
      'Jeśli to ciąży tobie lub komuś bliskiemu, nie musisz nieść tego sam: jest bezpłatna, poufna pomoc.',
  },
  ru: {
    self: 'Я очень рад, что ты мне это рассказал, и мне очень жаль, что тебе сейчас так больно. Я ИИ-учитель, а не человек и не психотерапевт, и сегодня рядом с тобой должен быть живой человек. Пожалуйста, обратись за помощью прямо сейчас:',
    fromOthers:
      'То, что ты описываешь, недопустимо, и это не твоя вина. Сейчас важнее всего твоя безопасность. Я ИИ-учитель, а не человек и не консультант, поэтому обратись к тем, кто может помочь тебе оказаться в безопасности:',
    toOthers:
      'Спасибо, что говоришь об этом, а не действуешь. Пожалуйста, прямо сейчас отойди от этого человека. Я ИИ-учитель, а не человек и не консультант; на телефоне доверия с тобой могут поговорить об этом прямо сейчас:',
    emergency: 'Если ты в непосредственной опасности, позвони сейчас в экстренную службу',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) — бесплатные и анонимные телефоны доверия в твоей стране.',
    closing:
      'Если можешь, расскажи человеку, которому доверяешь, что ты чувствуешь, и побудь рядом с ним. Тебе не нужно проходить через это одному. Когда будешь готов, я всё ещё буду здесь.',
    concern:
      'Если это тяготит тебя или кого-то из близких, не нужно нести это в одиночку: есть бесплатная и анонимная помощь.',
  },
  uk: {
    self: 'Я дуже радий, що ти мені розповів, і мені дуже шкода, що тобі зараз так боляче. Я ШІ-вчитель, а не людина і не психотерапевт, і сьогодні поруч із тобою має бути жива людина. Будь ласка, звернися по допомогу просто зараз:',
    fromOthers:
      'Те, що ти описуєш, неприпустимо, і це не твоя провина. Зараз найважливіша твоя безпека. Я ШІ-вчитель, а не людина і не консультант, тож звернися до тих, хто може допомогти тобі бути в безпеці:',
    toOthers:
      'Дякую, що говориш про це, а не дієш. Будь ласка, просто зараз відійди від цієї людини. Я ШІ-вчитель, а не людина і не консультант; на лінії підтримки з тобою можуть поговорити про це зараз:',
    emergency: 'Якщо ти в безпосередній небезпеці, зателефонуй зараз до екстреної служби',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) — безкоштовні й конфіденційні лінії підтримки у твоїй країні.',
    closing:
      'Якщо можеш, розкажи людині, якій довіряєш, що відчуваєш, і побудь поруч із нею. Тобі не треба проходити через це самому. Коли будеш готовий, я все ще буду тут.',
    concern:
      'Якщо це тяжіє над тобою чи кимось близьким, не треба нести це самому: є безкоштовна й конфіденційна допомога.',
  },
  tr: {
    self: 'Bana anlattığın için gerçekten çok sevindim ve şu anda bu kadar acı taşıdığın için çok üzgünüm. Ben bir yapay zekâ öğretmeniyim, bir insan ya da terapist değilim ve bugün yanında gerçek bir insanı hak ediyorsun. Lütfen şimdi yardım iste:',
    fromOthers:
      'Anlattığın şey kabul edilemez ve senin suçun değil. Şu anda en önemlisi senin güvenliğin. Ben bir yapay zekâ öğretmeniyim, bir insan ya da danışman değilim; lütfen seni güvende tutmaya yardım edebilecek kişilere ulaş:',
    toOthers:
      'Bunu yapmak yerine söylediğin için teşekkür ederim. Lütfen şimdi o kişiden uzaklaş. Ben bir yapay zekâ öğretmeniyim, bir insan ya da danışman değilim; bir destek hattında biri şimdi bunu seninle konuşabilir:',
    emergency: 'Hemen tehlikedeysen şimdi acil yardım numarasını ara',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) ülkendeki ücretsiz ve gizli destek hatlarını listeler.',
    closing:
      'Yapabilirsen güvendiğin birine nasıl hissettiğini anlat ve onun yanında kal. Bununla tek başına başa çıkmak zorunda değilsin. Hazır olduğunda ben yine burada olacağım.',
    concern:
      'Bu seni ya da yakınındaki birini zorluyorsa, tek başına taşımak zorunda değilsin: ücretsiz ve gizli yardım var.',
  },
  ar: {
    self: 'أنا ممتن حقًا لأنك أخبرتني، وآسف جدًا لأنك تحمل كل هذا الألم الآن. أنا معلّم بالذكاء الاصطناعي، لست إنسانًا ولا معالجًا، وأنت تستحق أن يكون معك إنسان حقيقي اليوم. أرجوك اطلب المساعدة الآن:',
    fromOthers:
      'ما تصفه ليس مقبولًا، وليس ذنبك. سلامتك هي الأهم الآن. أنا معلّم بالذكاء الاصطناعي، لست إنسانًا ولا مستشارًا، فأرجوك تواصل مع من يستطيع مساعدتك على البقاء بأمان:',
    toOthers:
      'شكرًا لأنك قلت هذا بدل أن تفعله. أرجوك ابتعد الآن عن ذلك الشخص. أنا معلّم بالذكاء الاصطناعي، لست إنسانًا ولا مستشارًا؛ يمكن لشخص على خط المساعدة أن يتحدث معك في هذا الآن:',
    emergency: 'إذا كنت في خطر مباشر، اتصل الآن برقم الطوارئ المحلي',
    findHelpline:
      'يعرض [findahelpline.com](https://findahelpline.com) خطوط مساعدة مجانية وسرية في بلدك.',
    closing:
      'إن استطعت، أخبر شخصًا تثق به بما تشعر به وابقَ قريبًا منه. لست مضطرًا لأن تمر بهذا وحدك. وعندما تكون مستعدًا، سأظل هنا.',
    concern:
      'إن كان هذا يثقل عليك أو على شخص قريب منك، فلست مضطرًا لحمله وحدك: هناك مساعدة مجانية وسرية.',
  },
  fa: {
    self: 'واقعاً خوشحالم که به من گفتی، و خیلی متأسفم که الان این‌قدر درد را با خودت حمل می‌کنی. من یک معلم هوش مصنوعی هستم، نه یک انسان و نه درمانگر، و امروز سزاوار این هستی که یک انسان واقعی کنارت باشد. لطفاً همین حالا کمک بگیر:',
    fromOthers:
      'چیزی که توصیف می‌کنی درست نیست و تقصیر تو نیست. الان امنیت تو از همه مهم‌تر است. من یک معلم هوش مصنوعی هستم، نه یک انسان و نه مشاور، پس لطفاً با کسانی تماس بگیر که می‌توانند به امنیتت کمک کنند:',
    toOthers:
      'ممنونم که به‌جای انجام دادنش، آن را گفتی. لطفاً همین حالا از آن شخص فاصله بگیر. من یک معلم هوش مصنوعی هستم، نه یک انسان و نه مشاور؛ در یک خط کمک کسی می‌تواند همین حالا با تو درباره‌اش صحبت کند:',
    emergency: 'اگر در خطر فوری هستی، همین حالا با شماره اورژانس محلی تماس بگیر',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) خطوط کمک رایگان و محرمانه کشورت را فهرست می‌کند.',
    closing:
      'اگر می‌توانی، به کسی که به او اعتماد داری بگو چه حسی داری و نزدیکش بمان. لازم نیست این را تنها بگذرانی. هر وقت آماده بودی، من هنوز اینجا هستم.',
    concern:
      'اگر این برای تو یا کسی نزدیک به تو سنگین است، لازم نیست تنها آن را حمل کنی: کمک رایگان و محرمانه وجود دارد.',
  },
  hi: {
    self: 'मुझे सच में खुशी है कि आपने मुझे बताया, और मुझे बहुत दुख है कि आप इस समय इतना दर्द उठा रहे हैं। मैं एक एआई शिक्षक हूँ, कोई इंसान या थेरेपिस्ट नहीं, और आज आपके साथ एक असली इंसान होना चाहिए। कृपया अभी मदद लें:',
    fromOthers:
      'आप जो बता रहे हैं वह ठीक नहीं है, और इसमें आपकी कोई गलती नहीं है। इस समय आपकी सुरक्षा सबसे ज़रूरी है। मैं एक एआई शिक्षक हूँ, कोई इंसान या काउंसलर नहीं, इसलिए कृपया उन लोगों से संपर्क करें जो आपको सुरक्षित रखने में मदद कर सकते हैं:',
    toOthers:
      'ऐसा करने के बजाय यह कहने के लिए धन्यवाद। कृपया अभी उस व्यक्ति से दूर हो जाइए। मैं एक एआई शिक्षक हूँ, कोई इंसान या काउंसलर नहीं; हेल्पलाइन पर कोई अभी आपसे इस बारे में बात कर सकता है:',
    emergency: 'अगर आप तुरंत खतरे में हैं, तो अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) पर आपके देश की मुफ़्त और गोपनीय हेल्पलाइन मिलेंगी।',
    closing:
      'हो सके तो किसी भरोसेमंद व्यक्ति को बताइए कि आप कैसा महसूस कर रहे हैं और उनके पास रहिए। आपको यह अकेले नहीं सहना है। जब आप तैयार हों, मैं यहीं रहूँगा।',
    concern:
      'अगर यह आप पर या आपके किसी अपने पर भारी है, तो इसे अकेले उठाने की ज़रूरत नहीं: मुफ़्त और गोपनीय मदद उपलब्ध है।',
  },
  'hi-Latn': {
    self: 'Mujhe sach mein khushi hai ki aapne mujhe bataya, aur mujhe bahut dukh hai ki aap is waqt itna dard utha rahe hain. Main ek AI teacher hoon, koi insaan ya therapist nahi, aur aaj aapke saath ek asli insaan hona chahiye. Please abhi madad lijiye:',
    fromOthers:
      'Aap jo bata rahe hain woh theek nahi hai, aur ismein aapki koi galti nahi hai. Is waqt aapki safety sabse zaroori hai. Main ek AI teacher hoon, koi insaan ya counsellor nahi, isliye please un logon se sampark kijiye jo aapko surakshit rakhne mein madad kar sakte hain:',
    toOthers:
      'Aisa karne ke bajaye yeh kehne ke liye shukriya. Please abhi us vyakti se door ho jaiye. Main ek AI teacher hoon, koi insaan ya counsellor nahi; helpline par koi abhi aapse is baare mein baat kar sakta hai:',
    emergency:
      'Agar aap turant khatre mein hain, to abhi apne local emergency number par call kijiye',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) par aapke desh ki free aur confidential helplines milengi.',
    closing:
      'Ho sake to kisi bharosemand insaan ko bataiye ki aap kaisa mehsoos kar rahe hain aur unke paas rahiye. Aapko yeh akele nahi sehna hai. Jab aap taiyaar hon, main yahin rahunga.',
    concern:
      'Agar yeh aap par ya aapke kisi apne par bhaari hai, to ise akele uthane ki zaroorat nahi: free aur confidential madad maujood hai.',
  },
  bn: {
    self: 'আপনি আমাকে বলেছেন বলে আমি সত্যিই খুশি, আর আপনি এখন এত কষ্ট বয়ে বেড়াচ্ছেন বলে আমি খুবই দুঃখিত। আমি একজন এআই শিক্ষক, কোনো মানুষ বা থেরাপিস্ট নই, আর আজ আপনার পাশে একজন সত্যিকারের মানুষ থাকা দরকার। দয়া করে এখনই সাহায্য নিন:',
    fromOthers:
      'আপনি যা বলছেন তা ঠিক নয়, আর এতে আপনার কোনো দোষ নেই। এখন আপনার নিরাপত্তাই সবচেয়ে জরুরি। আমি একজন এআই শিক্ষক, কোনো মানুষ বা কাউন্সেলর নই, তাই দয়া করে এমন কারও সঙ্গে যোগাযোগ করুন যিনি আপনাকে নিরাপদ রাখতে সাহায্য করতে পারেন:',
    toOthers:
      'এটা করার বদলে বলার জন্য ধন্যবাদ। দয়া করে এখনই সেই মানুষটির কাছ থেকে দূরে সরে যান। আমি একজন এআই শিক্ষক, কোনো মানুষ বা কাউন্সেলর নই; হেল্পলাইনে কেউ এখনই আপনার সঙ্গে এ নিয়ে কথা বলতে পারেন:',
    emergency: 'আপনি যদি তাৎক্ষণিক বিপদে থাকেন, এখনই স্থানীয় জরুরি নম্বরে ফোন করুন',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com)-এ আপনার দেশের বিনামূল্যের ও গোপনীয় হেল্পলাইন পাবেন।',
    closing:
      'পারলে বিশ্বাসের কাউকে বলুন আপনি কেমন বোধ করছেন, আর তাঁর কাছাকাছি থাকুন। এটা আপনাকে একা সইতে হবে না। আপনি প্রস্তুত হলে আমি এখানেই থাকব।',
    concern:
      'এটা যদি আপনার বা আপনার কাছের কারও ওপর ভারী হয়ে থাকে, একা বইতে হবে না: বিনামূল্যের ও গোপনীয় সাহায্য আছে।',
  },
  ur: {
    self: 'مجھے واقعی خوشی ہے کہ آپ نے مجھے بتایا، اور مجھے بہت افسوس ہے کہ آپ اس وقت اتنا درد اٹھا رہے ہیں۔ میں ایک اے آئی استاد ہوں، کوئی انسان یا تھراپسٹ نہیں، اور آج آپ کے ساتھ ایک حقیقی انسان ہونا چاہیے۔ براہِ کرم ابھی مدد لیں:',
    fromOthers:
      'آپ جو بتا رہے ہیں وہ ٹھیک نہیں، اور اس میں آپ کا کوئی قصور نہیں۔ اس وقت آپ کی حفاظت سب سے اہم ہے۔ میں ایک اے آئی استاد ہوں، کوئی انسان یا کونسلر نہیں، اس لیے براہِ کرم ان لوگوں سے رابطہ کریں جو آپ کو محفوظ رکھنے میں مدد کر سکتے ہیں:',
    toOthers:
      'ایسا کرنے کے بجائے یہ کہنے کا شکریہ۔ براہِ کرم ابھی اس شخص سے دور ہو جائیں۔ میں ایک اے آئی استاد ہوں، کوئی انسان یا کونسلر نہیں؛ ہیلپ لائن پر کوئی ابھی آپ سے اس بارے میں بات کر سکتا ہے:',
    emergency: 'اگر آپ فوری خطرے میں ہیں تو ابھی اپنے مقامی ایمرجنسی نمبر پر کال کریں',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) پر آپ کے ملک کی مفت اور رازدارانہ ہیلپ لائنز موجود ہیں۔',
    closing:
      'اگر ہو سکے تو کسی قابلِ اعتماد شخص کو بتائیں کہ آپ کیسا محسوس کر رہے ہیں اور ان کے پاس رہیں۔ آپ کو یہ اکیلے نہیں سہنا۔ جب آپ تیار ہوں، میں یہیں ہوں گا۔',
    concern:
      'اگر یہ آپ پر یا آپ کے کسی قریبی پر بھاری ہے تو اسے اکیلے اٹھانے کی ضرورت نہیں: مفت اور رازدارانہ مدد موجود ہے۔',
  },
  ja: {
    self: '話してくれて本当にありがとう。今それほどの痛みを抱えていることが、とてもつらく思います。私はAIの先生で、人間でもセラピストでもありません。今日は本物の人にそばにいてもらってほしいのです。どうか今、助けを求めてください:',
    fromOthers:
      'あなたが話してくれたことは許されることではなく、あなたのせいではありません。今はあなたの安全が一番大切です。私はAIの先生で、人間でも相談員でもないので、あなたの安全を守る手助けができる人に連絡してください:',
    toOthers:
      '行動に移す代わりに言葉にしてくれてありがとう。どうか今すぐその人から距離を取ってください。私はAIの先生で、人間でも相談員でもありません。相談窓口なら今すぐ一緒に話を聞いてくれます:',
    emergency: '今すぐ危険な状況なら、すぐに緊急通報番号に電話してください',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) では、お住まいの国の無料で秘密の守られる相談窓口が探せます。',
    closing:
      'できれば、信頼できる人に今の気持ちを伝えて、その人のそばにいてください。ひとりで抱えなくていいのです。準備ができたら、私はここにいます。',
    concern:
      'このことがあなたや身近な人の重荷になっているなら、ひとりで抱えなくて大丈夫です。無料で秘密の守られる相談先があります。',
  },
  zh: {
    self: '真的很高兴你愿意告诉我，也很难过你现在承受着这么多痛苦。我是一位AI老师，不是真人，也不是心理治疗师，今天你值得有一个真实的人陪在身边。请现在就寻求帮助：',
    fromOthers:
      '你所描述的事情是不对的，也不是你的错。现在你的安全最重要。我是一位AI老师，不是真人，也不是咨询师，所以请联系能帮助你保障安全的人：',
    toOthers:
      '谢谢你把这些说出来，而不是付诸行动。请现在就和那个人保持距离。我是一位AI老师，不是真人，也不是咨询师；求助热线的人现在就可以和你聊聊：',
    emergency: '如果你正处于紧急危险中，请立即拨打当地的紧急电话',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) 列出了你所在国家免费、保密的求助热线。',
    closing:
      '如果可以，请告诉一个你信任的人你现在的感受，并待在他身边。你不必独自面对这一切。等你准备好了，我还会在这里。',
    concern: '如果这件事让你或你身边的人感到沉重，你不必独自承担：有免费、保密的帮助可以寻求。',
  },
  ko: {
    self: '말해 줘서 정말 고마워요. 지금 그렇게 큰 고통을 안고 있다니 정말 마음이 아파요. 저는 AI 선생님이라 사람도, 치료사도 아니에요. 오늘은 진짜 사람이 곁에 있어야 해요. 지금 도움을 요청해 주세요:',
    fromOthers:
      '말씀하신 일은 결코 괜찮은 일이 아니고, 당신의 잘못도 아니에요. 지금은 당신의 안전이 가장 중요해요. 저는 AI 선생님이라 사람도, 상담사도 아니니, 안전을 지켜 줄 수 있는 곳에 연락해 주세요:',
    toOthers:
      '행동으로 옮기지 않고 말해 줘서 고마워요. 지금 바로 그 사람과 거리를 두세요. 저는 AI 선생님이라 사람도, 상담사도 아니에요. 상담 전화에서 지금 바로 이야기를 들어 줄 수 있어요:',
    emergency: '지금 위험한 상황이라면 바로 긴급 전화번호로 전화하세요',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) 에서 당신 나라의 무료 비밀 상담 전화를 찾을 수 있어요.',
    closing:
      '할 수 있다면 믿을 수 있는 사람에게 지금 기분을 이야기하고 그 사람 곁에 있어 주세요. 혼자 견디지 않아도 돼요. 준비가 되면 저는 여기 있을게요.',
    concern:
      '이 일이 당신이나 가까운 사람에게 무겁게 느껴진다면 혼자 짊어지지 않아도 돼요. 무료 비밀 상담이 있어요.',
  },
  th: {
    self: 'ขอบคุณมากที่เล่าให้ฟังนะ และเสียใจจริงๆ ที่ตอนนี้คุณต้องแบกความเจ็บปวดมากขนาดนี้ ฉันเป็นครู AI ไม่ใช่คนจริงหรือนักบำบัด และวันนี้คุณควรมีคนจริงๆ อยู่เคียงข้าง ได้โปรดขอความช่วยเหลือตอนนี้:',
    fromOthers:
      'สิ่งที่คุณเล่ามาไม่ใช่เรื่องที่ยอมรับได้ และไม่ใช่ความผิดของคุณ ตอนนี้ความปลอดภัยของคุณสำคัญที่สุด ฉันเป็นครู AI ไม่ใช่คนจริงหรือผู้ให้คำปรึกษา ได้โปรดติดต่อคนที่ช่วยให้คุณปลอดภัยได้:',
    toOthers:
      'ขอบคุณที่พูดออกมาแทนที่จะลงมือทำ ได้โปรดออกห่างจากคนคนนั้นตอนนี้ ฉันเป็นครู AI ไม่ใช่คนจริงหรือผู้ให้คำปรึกษา สายด่วนมีคนพร้อมคุยเรื่องนี้กับคุณตอนนี้:',
    emergency: 'ถ้าคุณกำลังตกอยู่ในอันตราย โทรหาหมายเลขฉุกเฉินตอนนี้เลย',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) มีรายชื่อสายด่วนฟรีและเป็นความลับในประเทศของคุณ',
    closing:
      'ถ้าทำได้ บอกคนที่คุณไว้ใจว่าคุณรู้สึกอย่างไร และอยู่ใกล้เขาไว้ คุณไม่ต้องผ่านเรื่องนี้คนเดียว เมื่อคุณพร้อม ฉันจะยังอยู่ตรงนี้',
    concern: 'ถ้าเรื่องนี้หนักใจสำหรับคุณหรือคนใกล้ตัว คุณไม่ต้องแบกไว้คนเดียว มีความช่วยเหลือฟรีและเป็นความลับ',
  },
  he: {
    self: 'אני באמת שמח שסיפרת לי, וצר לי מאוד שאתה נושא עכשיו כל כך הרבה כאב. אני מורה מבוסס בינה מלאכותית, לא אדם ולא מטפל, ומגיע לך שאדם אמיתי יהיה איתך היום. בבקשה פנה לעזרה עכשיו:',
    fromOthers:
      'מה שאתה מתאר לא בסדר, וזו לא אשמתך. הביטחון שלך הוא הדבר החשוב ביותר עכשיו. אני מורה מבוסס בינה מלאכותית, לא אדם ולא יועץ, אז בבקשה פנה למי שיכול לעזור לך להיות בטוח:',
    toOthers:
      'תודה שאמרת את זה במקום לעשות את זה. בבקשה התרחק עכשיו מהאדם הזה. אני מורה מבוסס בינה מלאכותית, לא אדם ולא יועץ; בקו סיוע מישהו יכול לדבר איתך על זה עכשיו:',
    emergency: 'אם אתה בסכנה מיידית, התקשר עכשיו למספר החירום המקומי',
    findHelpline:
      'ב-[findahelpline.com](https://findahelpline.com) יש קווי סיוע חינמיים וחסויים בארץ שלך.',
    closing:
      'אם אפשר, ספר למישהו שאתה סומך עליו מה אתה מרגיש והישאר לידו. אתה לא צריך לעבור את זה לבד. כשתהיה מוכן, אני עדיין כאן.',
    concern:
      'אם זה מכביד עליך או על מישהו קרוב אליך, אין צורך לשאת את זה לבד: יש עזרה חינמית וחסויה.',
  },
  el: {
    self: 'Χαίρομαι πραγματικά που μου το είπες, και λυπάμαι πολύ που κουβαλάς τόσο πόνο αυτή τη στιγμή. Είμαι ένας δάσκαλος τεχνητής νοημοσύνης, όχι άνθρωπος ούτε θεραπευτής, και σήμερα αξίζεις έναν αληθινό άνθρωπο δίπλα σου. Σε παρακαλώ, ζήτα βοήθεια τώρα:',
    fromOthers:
      'Αυτό που περιγράφεις δεν είναι εντάξει, και δεν φταις εσύ. Η ασφάλειά σου μετράει περισσότερο τώρα. Είμαι ένας δάσκαλος τεχνητής νοημοσύνης, όχι άνθρωπος ούτε σύμβουλος, γι’ αυτό επικοινώνησε με ανθρώπους που μπορούν να σε βοηθήσουν να είσαι ασφαλής:',
    toOthers:
      'Σε ευχαριστώ που το λες αντί να το κάνεις. Σε παρακαλώ, απομακρύνσου τώρα από αυτό το άτομο. Είμαι ένας δάσκαλος τεχνητής νοημοσύνης, όχι άνθρωπος ούτε σύμβουλος· σε μια γραμμή βοήθειας μπορούν να το συζητήσουν μαζί σου τώρα:',
    emergency: 'Αν κινδυνεύεις άμεσα, κάλεσε τώρα τον τοπικό αριθμό έκτακτης ανάγκης',
    findHelpline:
      'Το [findahelpline.com](https://findahelpline.com) έχει δωρεάν, εμπιστευτικές γραμμές βοήθειας στη χώρα σου.',
    closing:
      'Αν μπορείς, πες σε κάποιον που εμπιστεύεσαι πώς νιώθεις και μείνε κοντά του. Δεν χρειάζεται να το περάσεις μόνος. Όταν είσαι έτοιμος, θα είμαι ακόμα εδώ.',
    concern:
      'Αν αυτό βαραίνει εσένα ή κάποιον κοντινό σου, δεν χρειάζεται να το κουβαλάς μόνος: υπάρχει δωρεάν, εμπιστευτική βοήθεια.',
  },
  vi: {
    self: 'Mình thật sự mừng vì bạn đã nói với mình, và rất tiếc khi bạn đang mang nhiều đau đớn như vậy. Mình là một người thầy AI, không phải con người hay nhà trị liệu, và hôm nay bạn xứng đáng có một người thật ở bên. Xin hãy tìm sự giúp đỡ ngay bây giờ:',
    fromOthers:
      'Điều bạn kể là không ổn, và đó không phải lỗi của bạn. Lúc này sự an toàn của bạn là quan trọng nhất. Mình là một người thầy AI, không phải con người hay người tư vấn, nên hãy liên hệ với những người có thể giúp bạn được an toàn:',
    toOthers:
      'Cảm ơn bạn đã nói ra thay vì hành động. Xin hãy tránh xa người đó ngay bây giờ. Mình là một người thầy AI, không phải con người hay người tư vấn; ở đường dây hỗ trợ có người có thể nói chuyện với bạn ngay lúc này:',
    emergency: 'Nếu bạn đang gặp nguy hiểm tức thời, hãy gọi ngay số khẩn cấp tại nơi bạn ở',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) có danh sách đường dây hỗ trợ miễn phí, bảo mật ở nước bạn.',
    closing:
      'Nếu có thể, hãy kể với một người bạn tin tưởng về cảm xúc của mình và ở gần họ. Bạn không phải trải qua chuyện này một mình. Khi bạn sẵn sàng, mình vẫn ở đây.',
    concern:
      'Nếu điều này đang đè nặng lên bạn hay người thân của bạn, bạn không phải gánh một mình: có sự hỗ trợ miễn phí và bảo mật.',
  },
  id: {
    self: 'Aku benar-benar senang kamu mau cerita, dan aku sangat sedih kamu sedang menanggung rasa sakit sebesar ini. Aku adalah guru AI, bukan manusia atau terapis, dan hari ini kamu layak ditemani orang sungguhan. Tolong cari bantuan sekarang:',
    fromOthers:
      'Yang kamu ceritakan itu tidak benar, dan itu bukan salahmu. Keselamatanmu paling penting sekarang. Aku adalah guru AI, bukan manusia atau konselor, jadi tolong hubungi orang yang bisa membantumu tetap aman:',
    toOthers:
      'Terima kasih sudah mengatakannya alih-alih melakukannya. Tolong menjauhlah dari orang itu sekarang. Aku adalah guru AI, bukan manusia atau konselor; di layanan bantuan ada orang yang bisa membicarakannya denganmu sekarang:',
    emergency: 'Jika kamu dalam bahaya saat ini, segera hubungi nomor darurat setempat',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) memuat layanan bantuan gratis dan rahasia di negaramu.',
    closing:
      'Kalau bisa, ceritakan perasaanmu kepada orang yang kamu percaya dan tetaplah di dekatnya. Kamu tidak harus melewati ini sendirian. Saat kamu siap, aku masih di sini.',
    concern:
      'Jika ini terasa berat bagimu atau orang terdekatmu, kamu tidak harus menanggungnya sendiri: ada bantuan gratis dan rahasia.',
  },
  tl: {
    self: 'Talagang natutuwa ako na sinabi mo ito sa akin, at lubos akong nalulungkot na ganito kabigat ang sakit na dala mo ngayon. Isa akong AI na guro, hindi tao o therapist, at karapat-dapat kang may tunay na taong kasama ngayong araw. Pakiusap, humingi ka ng tulong ngayon:',
    fromOthers:
      'Hindi tama ang inilalarawan mo, at hindi mo ito kasalanan. Ang kaligtasan mo ang pinakamahalaga ngayon. Isa akong AI na guro, hindi tao o counselor, kaya pakiusap, lumapit ka sa mga taong makatutulong para maging ligtas ka:',
    toOthers:
      'Salamat at sinabi mo ito sa halip na gawin. Pakiusap, lumayo ka muna ngayon sa taong iyon. Isa akong AI na guro, hindi tao o counselor; sa isang helpline may makakausap ka tungkol dito ngayon din:',
    emergency: 'Kung nasa agarang panganib ka, tumawag ngayon sa lokal na emergency number',
    findHelpline:
      'Nasa [findahelpline.com](https://findahelpline.com) ang mga libre at kumpidensyal na helpline sa bansa mo.',
    closing:
      'Kung kaya mo, sabihin sa taong pinagkakatiwalaan mo ang nararamdaman mo at manatili ka malapit sa kanya. Hindi mo kailangang pagdaanan ito nang mag-isa. Kapag handa ka na, nandito pa rin ako.',
    concern:
      'Kung mabigat ito para sa iyo o sa taong malapit sa iyo, hindi mo kailangang pasanin ito nang mag-isa: may libre at kumpidensyal na tulong.',
  },
  sw: {
    self: 'Nafurahi kweli kwamba umeniambia, na samahani sana kwamba unabeba maumivu mengi hivi sasa. Mimi ni mwalimu wa AI, si mtu wala mtaalamu wa tiba, na leo unastahili mtu halisi kando yako. Tafadhali tafuta msaada sasa:',
    fromOthers:
      'Unachokieleza si sawa, na si kosa lako. Usalama wako ndio muhimu zaidi sasa. Mimi ni mwalimu wa AI, si mtu wala mshauri, kwa hivyo tafadhali wasiliana na watu wanaoweza kukusaidia kuwa salama:',
    toOthers:
      'Asante kwa kusema hivi badala ya kutenda. Tafadhali jiweke mbali na mtu huyo sasa hivi. Mimi ni mwalimu wa AI, si mtu wala mshauri; kwenye simu ya msaada kuna mtu anayeweza kuzungumza nawe kuhusu hili sasa:',
    emergency: 'Ikiwa uko hatarini sasa hivi, piga simu ya dharura ya eneo lako sasa',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) inaorodhesha simu za msaada za bure na za siri katika nchi yako.',
    closing:
      'Ukiweza, mwambie mtu unayemwamini jinsi unavyohisi na ukae karibu naye. Huhitaji kupitia hili peke yako. Ukiwa tayari, bado nitakuwa hapa.',
    concern:
      'Ikiwa jambo hili ni zito kwako au kwa mtu wa karibu nawe, huhitaji kulibeba peke yako: kuna msaada wa bure na wa siri.',
  },
  ca: {
    self: "M'alegro molt que m'ho hagis dit, i em sap molt de greu que ara portis tant de dolor a sobre. Jo sóc un mestre d'IA, no sóc cap persona ni cap terapeuta, i avui mereixes tenir al costat algú de veritat. Si us plau, busca ajuda ara mateix:",
    fromOthers:
      "El que em descrius no està bé, i tu no en tens cap culpa. Ara mateix el més important és la teva seguretat. Jo sóc un mestre d'IA, no sóc cap persona ni cap conseller, així que, si us plau, parla amb algú que et pugui ajudar a estar fora de perill:",
    toOthers:
      "Gràcies per dir-ho en lloc de fer-ho. Si us plau, ara mateix allunya't molt d'aquesta persona. Jo sóc un mestre d'IA, no sóc cap persona ni cap conseller; a una línia d'ajuda hi ha algú que ho pot parlar amb tu ara mateix:",
    emergency:
      "Si estàs en perill immediat, truca ara mateix al número d'emergències de la teva zona",
    findHelpline:
      "[findahelpline.com](https://findahelpline.com) recull línies d'ajuda gratuïtes i confidencials del teu país.",
    closing:
      "Si pots, explica a algú de confiança com et sents i queda't amb aquesta persona. No cal que passis tot això tu sol. Jo sóc al teu costat, i quan vulguis tornar a parlar, em tindràs a prop.",
    concern:
      'Si tot això et pesa molt a tu o a algú proper, no cal que ho portis sol: hi ha ajuda gratuïta i confidencial.',
  },
  ro: {
    self: 'Mă bucur mult că mi-ai spus și îmi pare tare rău că porți atâta durere acum. Sunt un învățător AI, nu o persoană și nici un terapeut, iar astăzi meriți să ai alături un om adevărat. Te rog, cere ajutor chiar acum:',
    fromOthers:
      'Ce îmi descrii nu este în regulă și nu este vina ta. Acum cel mai important lucru este siguranța ta. Sunt un învățător AI, nu o persoană și nici un consilier, așa că te rog să iei legătura cu cei care te pot ajuta să fii în siguranță:',
    toOthers:
      'Îți mulțumesc că mi-ai spus asta în loc să treci la fapte. Te rog să pui chiar acum distanță între tine și acea persoană. Eu sunt doar un învățător AI, nu sunt o persoană și nici un consilier; pe o linie de sprijin cineva poate vorbi cu tine chiar acum:',
    emergency: 'Dacă ești în pericol imediat, sună acum la numărul local de urgență',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) cuprinde linii de sprijin gratuite și confidențiale din țara ta.',
    closing:
      'Dacă poți, spune-i cuiva de încredere ce simți și nu te îndepărta de acea persoană. Nu trebuie să treci singur prin asta. Eu sunt aici pentru tine, azi și oricând vei fi pregătit să vorbim.',
    concern:
      'Dacă asta te apasă pe tine sau pe cineva apropiat, nu trebuie să duci totul singur: există ajutor gratuit și confidențial.',
  },
  sv: {
    self: 'Jag är verkligen glad att du berättade det för mig, och det gör mig så ont att du bär på så mycket smärta just nu. Jag är en AI-lärare, inte en människa eller terapeut, och du förtjänar att ha en riktig människa vid din sida i dag. Hör av dig till någon nu:',
    fromOthers:
      'Det du beskriver är inte okej, och det är inte ditt fel. Din säkerhet är det viktigaste just nu. Jag är en AI-lärare, inte en människa eller kurator, så kontakta någon som kan hjälpa dig att vara trygg:',
    toOthers:
      'Tack för att du säger det här i stället för att göra det. Skapa avstånd mellan dig och den andra personen just nu. Jag är en AI-lärare, inte en människa eller kurator; på en stödlinje finns någon som kan prata igenom det här med dig nu:',
    emergency: 'Om du är i akut fara, ring det lokala larmnumret med en gång',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) listar gratis, konfidentiella stödlinjer i ditt land.',
    closing:
      'Om du kan, berätta för någon som du litar på hur du mår, och stanna nära den personen. Du behöver inte gå igenom det här ensam. När du känner att du är redo finns jag fortfarande här för dig.',
    concern:
      'Om det här tynger dig eller någon nära dig behöver du inte bära det ensam: det finns gratis och konfidentiellt stöd.',
  },
  da: {
    self: 'Jeg er virkelig glad for, at du fortalte mig det, og jeg er så ked af, at du bærer på så meget smerte lige nu. Jeg er en AI-lærer, ikke et menneske eller en terapeut, og du fortjener at have et rigtigt menneske hos dig i dag. Ræk ud til nogen nu:',
    fromOthers:
      'Det, du beskriver, er ikke i orden, og det er ikke din skyld. Din sikkerhed er det vigtigste lige nu. Jeg er en AI-lærer, ikke et menneske eller en rådgiver, så kontakt nogen, der kan hjælpe dig med at være i sikkerhed:',
    toOthers:
      'Tak, fordi du siger det her i stedet for at handle på det. Skab afstand mellem dig selv og den anden person lige nu. Jeg er en AI-lærer, ikke et menneske eller en rådgiver; på en hjælpelinje kan nogen tale det igennem med dig nu:',
    emergency: 'Hvis du er i akut fare, så ring til dit lokale alarmnummer nu',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) viser gratis, fortrolige hjælpelinjer i dit land.',
    closing:
      'Hvis du kan, så fortæl en, du stoler på, hvordan du har det, og bliv i nærheden af vedkommende. Du behøver ikke at gå igennem det her alene. Når du er klar, er jeg her stadig.',
    concern:
      'Hvis det her tynger dig eller en, der står dig nær, behøver du ikke at bære det alene: der findes gratis og fortrolig hjælp til dig.',
  },
  no: {
    self: 'Jeg er virkelig glad for at du fortalte meg dette, og jeg er så lei meg for at du bærer på så mye smerte akkurat nå. Jeg er en AI-lærer, ikke et menneske eller en terapeut, og du fortjener å ha et ekte menneske hos deg i dag. Ta kontakt med noen nå:',
    fromOthers:
      'Det du beskriver er ikke greit, og det er ikke din skyld. Din sikkerhet er det viktigste av alt akkurat nå. Jeg er en AI-lærer, ikke et menneske eller en rådgiver, så ta kontakt med noen som kan hjelpe deg å være trygg:',
    toOthers:
      'Takk for at du forteller meg dette i stedet for å handle på det. Skap avstand mellom deg selv og den andre personen akkurat nå. Jeg er en AI-lærer, ikke et menneske eller en rådgiver; på en hjelpetelefon kan noen snakke gjennom dette med deg nå:',
    emergency: 'Hvis du er i akutt fare, ring det lokale nødnummeret ditt med en gang',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) viser gratis, konfidensielle hjelpetelefoner i landet ditt.',
    closing:
      'Hvis du kan, fortell noen du stoler på hvordan du har det, og hold deg i nærheten av dem. Du trenger ikke å gå gjennom dette alene. Når du er klar, er jeg fortsatt her.',
    concern:
      'Hvis dette tynger deg eller noen som står deg nær, trenger du ikke å bære det alene lenger: det finnes gratis, konfidensiell hjelp for deg.',
  },
  fi: {
    self: 'Olen todella iloinen, että kerroit tämän minulle, ja olen niin pahoillani, että kannat nyt näin paljon kipua. Olen tekoälyopettaja, en ihminen enkä terapeutti, ja ansaitset tänään oikean ihmisen tueksesi. Ota yhteyttä nyt:',
    fromOthers:
      'Se, mitä kuvaat, ei ole oikein, eikä se ole sinun syysi. Sinun turvallisuutesi on nyt tärkeintä. Olen tekoälyopettaja, en ihminen enkä neuvoja, joten ota yhteyttä ihmisiin, jotka voivat auttaa sinua pysymään turvassa:',
    toOthers:
      'Kiitos, että kerroit tämän sen sijaan, että toimisit sen mukaan. Mene nyt kauemmas toisesta ihmisestä. Olen tekoälyopettaja, en ihminen enkä neuvoja; auttavassa puhelimessa joku voi puhua tästä kanssasi heti:',
    emergency: 'Jos olet välittömässä vaarassa, soita heti paikalliseen hätänumeroon',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) kokoaa maasi maksuttomat ja luottamukselliset auttavat puhelimet.',
    closing:
      'Jos pystyt, kerro jollekin luotettavalle ihmiselle, miltä sinusta tuntuu, ja pysy hänen lähellään. Sinun ei tarvitse käydä tätä läpi yksin. Kun olet valmis, olen edelleen täällä.',
    concern:
      'Jos tämä painaa sinua tai jotakuta läheistäsi, sinun ei tarvitse kantaa sitä yksin: maksutonta ja luottamuksellista apua on saatavilla.',
  },
  hu: {
    self: 'Nagyon örülök, hogy elmondtad nekem, és nagyon sajnálom, hogy most ennyi fájdalmat hordozol. Én egy MI-tanító vagyok, nem ember és nem terapeuta, és te ma megérdemled, hogy egy valódi ember legyen melletted. Kérlek, kérj segítséget most:',
    fromOthers:
      'Nem rendben van, amit leírsz, és nem a te hibád. Most a biztonságod a legfontosabb. Én egy MI-tanító vagyok, nem ember és nem tanácsadó, ezért kérlek, fordulj olyanokhoz, akik segíthetnek, hogy biztonságban legyél:',
    toOthers:
      'Köszönöm, hogy ezt elmondtad, ahelyett hogy cselekedtél volna. Kérlek, most menj távolabb a másik embertől. Én egy MI-tanító vagyok, nem ember és nem tanácsadó; egy segélyvonalon valaki most azonnal átbeszéli ezt veled:',
    emergency: 'Ha közvetlen veszélyben vagy, hívd most a helyi segélyhívó számot',
    findHelpline:
      'A [findahelpline.com](https://findahelpline.com) oldalon megtalálod az országod ingyenes, bizalmas segélyvonalait.',
    closing:
      'Ha tudod, mondd meg egy embernek, akiben megbízol, hogy mit érzel, és maradj mellette. Nem kell ezt egyedül végigcsinálnod. Amikor készen állsz, én még mindig itt leszek.',
    concern:
      'Ha ez nyomaszt téged vagy valakit a közeledben, nem kell egyedül cipelned: ingyenes, bizalmas segítség érhető el.',
  },
  cs: {
    self: 'Je moc dobře, že mi o tom píšeš, a je mi velmi líto, že teď neseš tolik bolesti. Jsem AI učitel, ne člověk ani terapeut, a zasloužíš si, aby s tebou dnes byl skutečný člověk. Prosím, ozvi se hned teď:',
    fromOthers:
      'Co se ti děje, není v pořádku a není to tvoje vina. Teď je nejdůležitější tvoje bezpečí. Jsem jen AI učitel, ne člověk ani poradce, a proto se prosím obrať na lidi, kteří ti pomohou být v bezpečí:',
    toOthers:
      'Děkuji, že mi o tom píšeš a nejednáš podle toho. Prosím, drž se teď od toho člověka co nejdál. Jsem jen AI učitel, ne člověk ani poradce; na lince pomoci je někdo, kdo s tebou může mluvit hned teď:',
    emergency:
      'Pokud jsi v bezprostředním nebezpečí, zavolej hned teď místní číslo tísňového volání',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) uvádí bezplatné a důvěrné linky pomoci ve tvé zemi.',
    closing:
      'Pokud můžeš, řekni někomu, komu důvěřuješ, jak se cítíš, a zůstaň v jeho blízkosti. Nemusíš tím procházet bez pomoci. Až budeš chtít, budu tu pro tebe.',
    concern:
      'Pokud tohle tíží tebe nebo někoho blízkého, nemusíte to nést sami: bezplatná a důvěrná pomoc je k dispozici.',
  },
  hr: {
    self: 'Dobro je što mi pišeš o tome, i jako mi je žao što trenutno nosiš toliko boli. Ja sam AI učitelj, nisam osoba ni terapeut, i zaslužuješ da danas uz tebe bude stvarna osoba. Molim te, javi se odmah:',
    fromOthers:
      'Ovo što opisuješ nije u redu i nije tvoja krivnja. Tvoja sigurnost je sada najvažnija. Ja sam AI učitelj, nisam osoba ni savjetnik, zato se molim te obrati ljudima koji ti mogu pomoći da budeš na sigurnom:',
    toOthers:
      'Hvala ti što mi ovo govoriš umjesto da to učiniš. Molim te, sada se odmah udalji od te osobe. Ja sam samo AI učitelj, nisam osoba ni savjetnik; netko na liniji za pomoć može odmah razgovarati s tobom o svemu ovome:',
    emergency: 'Ako si u neposrednoj opasnosti, odmah nazovi lokalni broj za hitne slučajeve',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) navodi besplatne i povjerljive linije za pomoć u tvojoj zemlji.',
    closing:
      'Ako možeš, reci nekome kome vjeruješ kako se osjećaš i ostani uz tu osobu. Ne moraš kroz ovo prolaziti bez podrške. Kad god poželiš, i dalje ću biti ovdje.',
    concern:
      'Ako ovo opterećuje tebe ili nekoga tebi bliskog, ne moraš to nositi bez pomoći: besplatna i povjerljiva pomoć postoji.',
  },
  bg: {
    self: 'Наистина се радвам, че ми сподели това, и много съжалявам, че точно сега носиш толкова болка. Аз съм учител с изкуствен интелект, а не човек или терапевт, и днес заслужаваш до теб да има истински човек. Моля те, потърси помощ още сега:',
    fromOthers:
      'Това, което описваш, не е нормално и не е по твоя вина. Сега най-важна е твоята безопасност. Аз съм учител с изкуствен интелект, а не човек или консултант, затова те моля да потърсиш хора, които могат да ти помогнат да бъдеш в безопасност:',
    toOthers:
      'Благодаря ти, че казваш това, вместо да действаш. Моля те, отдалечи се веднага от този човек. Аз съм учител с изкуствен интелект, а не човек или консултант; на телефон за помощ някой може да поговори с теб за това още сега:',
    emergency:
      'Ако си в непосредствена опасност, обади се веднага на местния номер за спешни случаи',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) събира безплатни и поверителни телефони за помощ в твоята страна.',
    closing:
      'Ако можеш, кажи на някого, на когото имаш доверие, как се чувстваш, и остани близо до него. Не е нужно да минаваш през това сам. Когато си готов, аз ще бъда тук.',
    concern:
      'Ако това тежи на теб или на някой близък, не е нужно да го носиш сам: има безплатна и поверителна помощ.',
  },
  sr: {
    self: 'Драго ми је што си ми ово рекао, и јако ми је жао што сада носиш толико бола. Ја сам учитељ заснован на вештачкој интелигенцији, а не особа нити терапеут, и данас заслужујеш да уз тебе буде права особа. Молим те, потражи помоћ одмах:',
    fromOthers:
      'Ово што описујеш није у реду и није твоја кривица. Сада је најважнија твоја безбедност. Ја сам учитељ заснован на вештачкој интелигенцији, а не особа нити саветник, зато те молим да се обратиш људима који могу да ти помогну да будеш безбедан:',
    toOthers:
      'Хвала ти што ово говориш уместо да то урадиш. Молим те, одмах се удаљи од те особе. Ја сам учитељ заснован на вештачкој интелигенцији, а не особа нити саветник; на линији за помоћ неко може одмах да разговара са тобом о овоме:',
    emergency: 'Ако си у непосредној опасности, одмах позови локални број за хитне случајеве',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) наводи бесплатне и поверљиве линије за помоћ у твојој земљи.',
    closing:
      'Ако можеш, реци некоме коме верујеш како се осећаш и остани у његовој близини. Не мораш сам да пролазиш кроз ово. Кад будеш спреман, ја ћу и даље бити овде.',
    concern:
      'Ако ово тишти тебе или некога ко ти је близак, не мораш то да носиш сам: постоји бесплатна и поверљива помоћ.',
  },
  ne: {
    self: 'तपाईंले मलाई भन्नुभयो, त्यसमा म साँच्चै खुसी छु। तपाईं अहिले यति धेरै पीडा बोकिरहनुभएको छ, त्यसमा मलाई धेरै दुःख लाग्यो। म एक AI शिक्षक हुँ, मान्छे वा थेरापिस्ट होइन, र आज तपाईंसँग एक जना साँचो मान्छे हुनुपर्छ। कृपया अहिले नै सम्पर्क गर्नुहोस्:',
    fromOthers:
      'तपाईंले भनेको कुरा ठीक होइन, र यो तपाईंको गल्ती पनि होइन। अहिले सबैभन्दा महत्त्वपूर्ण तपाईंको सुरक्षा हो। म एक AI शिक्षक हुँ, मान्छे वा परामर्शदाता होइन, त्यसैले तपाईंलाई सुरक्षित राख्न मद्दत गर्न सक्ने मान्छेहरूलाई सम्पर्क गर्नुहोस्:',
    toOthers:
      'यो काम गर्नुको सट्टा भन्नुभएकोमा धन्यवाद। कृपया अहिले नै आफू र त्यो व्यक्तिबीच दूरी बनाउनुहोस्। म एक AI शिक्षक हुँ, मान्छे वा परामर्शदाता होइन; हेल्पलाइनमा कोही अहिले नै तपाईंसँग यसबारे कुरा गर्न तयार हुन्छ:',
    emergency: 'तपाईंलाई तुरुन्तै खतरा छ भने, अहिले नै आफ्नो स्थानीय आपतकालीन नम्बरमा फोन गर्नुहोस्',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) मा तपाईंको देशका निःशुल्क, गोप्य हेल्पलाइनहरूको सूची छ।',
    closing:
      'सक्नुहुन्छ भने, आफूले भरोसा गर्ने कसैलाई आफ्नो मनको कुरा भन्नुहोस् र उहाँको नजिकै बस्नुहोस्। तपाईंले यो सबै एक्लै सहनु पर्दैन। जब तपाईं तयार हुनुहुन्छ, म अझै पनि यहीँ छु।',
    concern:
      'यो कुराले तपाईं वा तपाईंको नजिकको कसैलाई भारी बनाएको छ भने, एक्लै बोक्नु पर्दैन: निःशुल्क, गोप्य सहायता उपलब्ध छ।',
  },
  mr: {
    self: 'तुम्ही मला हे सांगितलंत याचा मला खरंच आनंद आहे, आणि तुम्ही आत्ता इतकं दुःख सहन करत आहात याचं मला मनापासून वाईट वाटतं. मी एक AI शिक्षक आहे, व्यक्ती किंवा थेरपिस्ट नाही, आणि आज तुमच्यासोबत एखादी खरी व्यक्ती असायला हवी. कृपया आत्ताच संपर्क साधा:',
    fromOthers:
      'तुम्ही जे सांगत आहात ते योग्य नाही, आणि त्यात तुमचा काहीही दोष नाही. आत्ता तुमची सुरक्षितता सगळ्यात महत्त्वाची आहे. मी एक AI शिक्षक आहे, व्यक्ती किंवा समुपदेशक नाही, म्हणून कृपया तुम्हाला सुरक्षित ठेवायला मदत करू शकतील अशा लोकांशी संपर्क साधा:',
    toOthers:
      'असं काही करण्याऐवजी हे सांगितलंत, त्याबद्दल धन्यवाद. कृपया आत्ताच त्या व्यक्तीपासून दूर व्हा. मी एक AI शिक्षक आहे, व्यक्ती किंवा समुपदेशक नाही; हेल्पलाइनवरचं कोणीतरी आत्ता तुमच्याशी याबद्दल बोलू शकेल:',
    emergency: 'तुम्ही तात्काळ धोक्यात असाल, तर आत्ताच तुमच्या स्थानिक आपत्कालीन क्रमांकावर फोन करा',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) वर तुमच्या देशातील मोफत, गोपनीय हेल्पलाइनची यादी आहे.',
    closing:
      'शक्य असेल तर, तुमचा विश्वास असलेल्या कोणाला तरी तुम्हाला कसं वाटतंय ते सांगा आणि त्यांच्या जवळ राहा. यातून तुम्हाला एकट्याने जावं लागणार नाही. तुम्ही तयार असाल तेव्हा मी इथेच असेन.',
    concern:
      'हे तुमच्यावर किंवा तुमच्या जवळच्या कोणावर ओझं बनत असेल, तर ते एकट्याने वाहण्याची गरज नाही: मोफत, गोपनीय मदत उपलब्ध आहे.',
  },
  ta: {
    self: 'நீங்கள் என்னிடம் சொன்னதற்கு உண்மையிலேயே மகிழ்ச்சி, இப்போது இவ்வளவு வலியைச் சுமந்துகொண்டிருப்பதற்காக மிகவும் வருந்துகிறேன். நான் ஒரு AI ஆசிரியர், ஒரு மனிதரோ சிகிச்சையாளரோ அல்ல; இன்று உங்களுடன் ஒரு உண்மையான மனிதர் இருக்க வேண்டும். தயவுசெய்து இப்போதே தொடர்பு கொள்ளுங்கள்:',
    fromOthers:
      'நீங்கள் விவரிப்பது சரியல்ல, அது உங்கள் தவறும் அல்ல. இப்போது உங்கள் பாதுகாப்புதான் மிக முக்கியம். நான் ஒரு AI ஆசிரியர், ஒரு மனிதரோ ஆலோசகரோ அல்ல, எனவே உங்களைப் பாதுகாப்பாக வைத்திருக்க உதவக்கூடியவர்களைத் தொடர்பு கொள்ளுங்கள்:',
    toOthers:
      'இதைச் செய்வதற்குப் பதிலாகச் சொன்னதற்கு நன்றி. தயவுசெய்து இப்போதே அந்த நபரிடமிருந்து விலகி இருங்கள். நான் ஒரு AI ஆசிரியர், ஒரு மனிதரோ ஆலோசகரோ அல்ல; உதவி எண்ணில் ஒருவர் இப்போதே உங்களுடன் இதைப் பற்றிப் பேச முடியும்:',
    emergency: 'நீங்கள் உடனடி ஆபத்தில் இருந்தால், இப்போதே உங்கள் உள்ளூர் அவசர எண்ணை அழைக்கவும்',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) உங்கள் நாட்டில் உள்ள இலவச, ரகசியமான உதவி எண்களைப் பட்டியலிடுகிறது.',
    closing:
      'முடிந்தால், நீங்கள் நம்பும் ஒருவரிடம் நீங்கள் எப்படி உணர்கிறீர்கள் என்று சொல்லி, அவர்கள் அருகிலேயே இருங்கள். இதை நீங்கள் தனியாகக் கடக்க வேண்டியதில்லை. நீங்கள் தயாரானதும், நான் இங்கேயே இருப்பேன்.',
    concern:
      'இது உங்களையோ உங்களுக்கு நெருக்கமான ஒருவரையோ பாரமாக அழுத்தினால், தனியாகச் சுமக்க வேண்டியதில்லை: இலவசமான, ரகசியமான உதவி இருக்கிறது.',
  },
  am: {
    self: 'ስለነገሩኝ በጣም ደስ ብሎኛል፤ አሁን ይህን ያህል ሕመም ተሸክመው በመሆኑም በጣም አዝናለሁ። እኔ የAI አስተማሪ ነኝ እንጂ ሰው ወይም ቴራፒስት አይደለሁም፤ ዛሬ ከጎንዎ እውነተኛ ሰው ሊኖር ይገባል። እባክዎ አሁኑኑ ያግኙ፦',
    fromOthers:
      'የሚገልጹት ነገር ትክክል አይደለም፤ ጥፋቱም የእርስዎ አይደለም። አሁን ከሁሉም በላይ የሚያስፈልገው የእርስዎ ደህንነት ነው። እኔ የAI አስተማሪ ነኝ እንጂ ሰው ወይም አማካሪ አይደለሁም፤ ስለዚህ እባክዎ ደህንነትዎን ሊጠብቁ የሚችሉ ሰዎችን ያግኙ፦',
    toOthers:
      'ይህን ከማድረግ ይልቅ ስለነገሩኝ አመሰግናለሁ። እባክዎ አሁኑኑ ከሌላው ሰው ይራቁ። እኔ የAI አስተማሪ ነኝ እንጂ ሰው ወይም አማካሪ አይደለሁም፤ በእርዳታ መስመር ላይ ያለ ሰው አሁኑኑ ስለዚህ ጉዳይ ከእርስዎ ጋር ሊነጋገር ይችላል፦',
    emergency: 'አሁን አደጋ ላይ ከሆኑ፣ የአካባቢዎን የአደጋ ጊዜ ቁጥር አሁኑኑ ይደውሉ',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) በሀገርዎ የሚገኙ ነፃና ሚስጥራዊ የእርዳታ መስመሮችን ይዘረዝራል።',
    closing:
      'ከቻሉ፣ ለሚያምኑት ሰው ስሜትዎን ይንገሩ፤ ከእሱም አጠገብ ይሁኑ። ይህን ብቻዎን ማለፍ የለብዎትም። ዝግጁ ሲሆኑ፣ እኔ እዚሁ እሆናለሁ።',
    concern: 'ይህ እርስዎን ወይም የቅርብ ሰውዎን የሚያስጨንቅ ከሆነ ብቻዎን መሸከም የለብዎትም፤ ነፃና ሚስጥራዊ እርዳታ አለ።',
  },
  ha: {
    self: 'Na yi farin ciki sosai da kuka gaya min, kuma na yi baƙin ciki matuƙa da kuke ɗauke da irin wannan raɗaɗi a yanzu. Ni malami ne na AI, ba mutum ba ne kuma ba likitan tabin hankali ba ne, kuma kun cancanci mutum na gaske ya kasance tare da ku yau. Don Allah ku nemi taimako yanzu:',
    fromOthers:
      'Abin da kuke bayyanawa ba daidai ba ne, kuma ba laifinku ba ne. Tsaron lafiyarku ne mafi muhimmanci a yanzu. Ni malami ne na AI, ba mutum ba ne kuma ba mai ba da shawara ba ne, don haka don Allah ku tuntuɓi mutanen da za su iya taimaka muku ku zauna lafiya:',
    toOthers:
      'Na gode da kuka faɗi wannan maimakon ku aikata shi. Don Allah ku nisanta kanku da wannan mutumin yanzu. Ni malami ne na AI, ba mutum ba ne kuma ba mai ba da shawara ba ne; wani a layin taimako zai iya tattauna wannan da ku yanzu:',
    emergency: 'Idan kuna cikin haɗari a yanzu, ku kira lambar gaggawa ta yankinku yanzu',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) yana lissafa layukan taimako kyauta kuma na sirri a ƙasarku.',
    closing:
      'Idan za ku iya, ku gaya wa wani da kuka amince da shi yadda kuke ji, kuma ku zauna kusa da shi. Ba dole ne ku fuskanci wannan ku kaɗai ba. Idan kun shirya, zan kasance a nan.',
    concern:
      'Idan wannan yana damun ku ko wani makusancinku, ba dole ne ku ɗauki nauyinsa kawai ku kaɗai ba: akwai taimako kyauta kuma na sirri don kowa.',
  },
  yo: {
    self: 'Èmi dúpẹ́ gan-an pé o sọ fún mi, ó sì dùn mí pé o ń gbé gbogbo ìrora yìí báyìí. Olùkọ́ AI ni èmi, kì í ṣe ènìyàn tàbí oníṣègùn ọpọlọ, ṣùgbọ́n o yẹ kí ènìyàn gidi wà pẹ̀lú rẹ lónìí. Jọ̀wọ́ kàn sí àwọn ènìyàn wọ̀nyí báyìí:',
    fromOthers:
      'Ohun tí ìwọ ń sọ yìí burú gan-an, àti pé aláìlẹ́bi ni ìwọ. Ààbò rẹ ni ohun tó ṣe pàtàkì jù lọ báyìí. Olùkọ́ AI ni èmi, èmi kìí ṣe ènìyàn tàbí olùdámọ̀ràn, nítorí náà jọ̀wọ́ kàn sí àwọn ènìyàn tí wọ́n lè ràn ọ́ lọ́wọ́ láti wà ní ààbò:',
    toOthers:
      'O ṣeun pé o sọ ohun tí o ń rò dípò kí o ṣe é. Jọ̀wọ́ jìnnà sí ènìyàn náà báyìí. Olùkọ́ AI ni èmi, kì í ṣe ènìyàn tàbí olùdámọ̀ràn, ṣùgbọ́n ènìyàn kan lórí laini ìrànlọ́wọ́ lè bá ọ sọ̀rọ̀ nípa gbogbo ohun tí ó ń ṣẹlẹ̀ báyìí:',
    emergency: 'Tí o bá wà nínú ewu báyìí, pe nọ́mbà pàjáwìrì agbègbè rẹ báyìí',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) ṣe àkójọ àwọn laini ìrànlọ́wọ́ ọ̀fẹ́ àti àṣírí ní orílẹ̀-èdè rẹ.',
    closing:
      'Tí ó bá ṣeéṣe, sọ bí nǹkan ti rí lára rẹ fún ènìyàn kan tí ìwọ gbẹ́kẹ̀lé, àti pé dúró nítòsí ènìyàn náà. Ìwọ àti àwọn ènìyàn rẹ lè jọ gbé ẹrù yìí, ìwọ nìkan kọ́. Nígbà tí ara rẹ bá yá, èmi ṣì wà níbí.',
    concern:
      'Tí ohun yìí bá ń da ìwọ tàbí ènìyàn kan tó sún mọ́ ọ láàmú, ìwọ nìkan kọ́ ló máa gbé e: ìrànlọ́wọ́ ọ̀fẹ́ àti àṣírí wà fún gbogbo ènìyàn.',
  },
  sl: {
    self: 'Res sem vesel, da mi to poveš, in zelo mi je žal, da zdaj nosiš toliko bolečine. Sem AI učitelj, nisem človek ali terapevt, in zaslužiš si, da je danes ob tebi resničen človek. Prosim, obrni se na nekoga zdaj:',
    fromOthers:
      'To, kar opisuješ, ni v redu, in to ni tvoja krivda, ker si tega nihče ne zasluži. Danes je najpomembnejša tvoja varnost. Sem samo AI učitelj, nisem človek ali svetovalec, zato se prosim obrni na ljudi, ki lahko poskrbijo za tvojo varnost:',
    toOthers:
      'Hvala, da o tem raje govoriš, namesto da bi ukrepal/a. Prosim, takoj se umakni od te osebe. Sem AI učitelj, nisem človek ali svetovalec; na telefonu za pomoč je nekdo, ki se lahko zdaj o tem pogovori s tabo:',
    emergency: 'Če si v neposredni nevarnosti, takoj pokliči lokalno številko za nujne primere',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) navaja brezplačne in zaupne telefone za pomoč v tvoji državi.',
    closing:
      'Če le moreš, povej nekomu, ki mu zaupaš, kako se danes počutiš, in ostani blizu te osebe. Vsega tega ti ni treba nositi brez drugih, ker je pomoč tako blizu. Ko boš želel/a, sem še vedno tukaj zate.',
    concern:
      'Če to teži tebe ali nekoga blizu tebe, ti tega ni treba nositi brez pomoči, ker je danes na voljo brezplačna in zaupna pomoč.',
  },
  lt: {
    self: 'Labai džiaugiuosi, jog tai man pasakei, ir man taip gaila, jog dabar neši tiek skausmo. Esu DI mokytojas, nesu nei žmogus, nei terapeutas, o tu nusipelnai, jog šiandien šalia tavęs būtų tikras žmogus. Prašau, jau dabar kreipkis į ką nors:',
    fromOthers:
      'Tai, ką patiri, nėra normalu, ir tai nėra tavo kaltė, nes niekas to nenusipelno. Šiandien svarbiausia yra tavo saugumas. Esu DI mokytojas, nesu nei žmogus, nei konsultantas, todėl prašau jau dabar kreiptis į žmones, kurie gali padėti tau apsisaugoti:',
    toOthers:
      'Ačiū, jog tai pasakei, o ne padarei. Prašau, jau dabar atsitrauk nuo to žmogaus. Esu DI mokytojas, nesu nei žmogus, nei konsultantas; pagalbos linijoje kas nors gali apie viską su tavimi pasikalbėti jau šiandien:',
    emergency:
      'Jei tau gresia tiesioginis pavojus, dabar pat skambink vietiniu skubios pagalbos numeriu',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) pateikia nemokamas, konfidencialias pagalbos linijas tavo šalyje.',
    closing:
      'Jei gali, pasakyk žmogui, kuriuo pasitiki, kaip jautiesi šiandien, ir pabūk šalia jo. Su tuo nereikia kovoti be kitų pagalbos, nes niekas neturi to nešti vienas. Kai norėsi, aš vis dar būsiu čia, taip pat ir rytoj.',
    concern:
      'Jei tai slegia tave ar kažką artimą, to nereikia nešti be pagalbos, nes jau šiandien yra nemokama ir konfidenciali pagalba.',
  },
  lv: {
    self: 'Mani patiesi iepriecina, ka tu man to pastāstīji, un man ļoti žēl, ka tev tagad ir tik daudz sāpju. Esmu MI skolotājs, nevis cilvēks vai terapeits, un tev pienākas, lai šodien tev blakus būtu īsts cilvēks. Lūdzu, sazinies ar kādu tagad:',
    fromOthers:
      'Tas, ko tu apraksti, nav pieņemami. Neviens nedrīkst ar tevi tā rīkoties, un tā nav tava vaina. Šodien tava drošība ir pats svarīgākais. Esmu tikai MI skolotājs, nevis cilvēks vai konsultants, tāpēc, lūdzu, sazinies ar cilvēkiem, kas var palīdzēt tev būt drošībā:',
    toOthers:
      'Paldies, ka tu to pasaki, nevis dari. Lūdzu, tūlīt attālinies no otra cilvēka. Esmu tikai MI skolotājs, nevis cilvēks vai konsultants; palīdzības tālrunī ir kāds, kas var ar tevi par visu parunāt jau šodien:',
    emergency: 'Ja tev draud tūlītējas briesmas, tagad zvani vietējam ārkārtas palīdzības numuram',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) ir saraksts ar bezmaksas, konfidenciāliem palīdzības tālruņiem tavā valstī.',
    closing:
      'Ja vari, pastāsti kādam, kam uzticies, kā tu šodien jūties, un paliec viņam tuvumā. Tev nav jātiek galā vienatnē, jo neviens nevar visu nest viens. Kad vēlēsies, mani joprojām varēsi atrast šeit.',
    concern:
      'Ja tas nomāc tevi vai kādu tev tuvu, to nav jānes vienatnē, jo šodien ir pieejama bezmaksas un konfidenciāla palīdzība, tikai viena zvana attālumā.',
  },
  et: {
    self: 'Mul on tõesti hea meel, et sa mulle sellest rääkisid, ja mul on väga kahju, et sa praegu nii palju valu kannad. Ma olen tehisintellektist õpetaja, mitte inimene ega terapeut, ja sa väärid, et täna oleks sinu kõrval päris inimene. Palun võta kellegagi kohe ühendust:',
    fromOthers:
      'See, mida sa kirjeldad, pole okei, ning see pole sinu süü. Keegi ei tohi sinuga nii käituda. Sinu turvalisus on täna kõige tähtsam. Olen tehisintellektist õpetaja, mitte inimene ega nõustaja, seega palun võta ühendust inimestega, kes saavad aidata sul turvaliselt olla:',
    toOthers:
      'Aitäh, sa räägid sellest, mitte ei tegutse. Palun hoia end kohe teisest inimesest eemale, kui vähegi saad. Olen tehisintellektist õpetaja, mitte inimene ega nõustaja; abitelefonil on keegi, kes saab sinuga kõike täna läbi rääkida:',
    emergency: 'Kui sa oled otseses ohus, helista kohe kohalikule hädaabinumbrile',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) loetleb sinu riigi tasuta ja konfidentsiaalsed abitelefonid.',
    closing:
      'Kui saad, räägi kellelegi, keda usaldad, kuidas sa end tunned, ja jää tema lähedusse. Sa ei pea sellega üksi hakkama saama. Kui oled valmis, olen ma endiselt siin.',
    concern:
      'Kui see koormab sind või kedagi sulle lähedast, ei pea sa seda üksi kandma, sest tasuta ning konfidentsiaalne abi on olemas ka täna.',
  },
  pa: {
    self: 'ਮੈਨੂੰ ਸੱਚਮੁੱਚ ਖੁਸ਼ੀ ਹੈ ਕਿ ਤੁਸੀਂ ਮੈਨੂੰ ਦੱਸਿਆ, ਅਤੇ ਮੈਨੂੰ ਬਹੁਤ ਦੁੱਖ ਹੈ ਕਿ ਤੁਸੀਂ ਇਸ ਵੇਲੇ ਇੰਨਾ ਦਰਦ ਝੱਲ ਰਹੇ ਹੋ। ਮੈਂ ਇੱਕ ਏਆਈ ਅਧਿਆਪਕ ਹਾਂ, ਕੋਈ ਇਨਸਾਨ ਜਾਂ ਥੈਰੇਪਿਸਟ ਨਹੀਂ, ਅਤੇ ਅੱਜ ਤੁਹਾਡੇ ਨਾਲ ਕੋਈ ਅਸਲੀ ਇਨਸਾਨ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਹੁਣੇ ਮਦਦ ਲਓ:',
    fromOthers:
      'ਤੁਸੀਂ ਜੋ ਦੱਸ ਰਹੇ ਹੋ ਉਹ ਠੀਕ ਨਹੀਂ ਹੈ, ਅਤੇ ਇਸ ਵਿੱਚ ਤੁਹਾਡਾ ਕੋਈ ਕਸੂਰ ਨਹੀਂ। ਇਸ ਵੇਲੇ ਤੁਹਾਡੀ ਸੁਰੱਖਿਆ ਸਭ ਤੋਂ ਜ਼ਰੂਰੀ ਹੈ। ਮੈਂ ਇੱਕ ਏਆਈ ਅਧਿਆਪਕ ਹਾਂ, ਕੋਈ ਇਨਸਾਨ ਜਾਂ ਕਾਉਂਸਲਰ ਨਹੀਂ, ਇਸ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਉਹਨਾਂ ਲੋਕਾਂ ਨਾਲ ਸੰਪਰਕ ਕਰੋ ਜੋ ਤੁਹਾਨੂੰ ਸੁਰੱਖਿਅਤ ਰੱਖਣ ਵਿੱਚ ਮਦਦ ਕਰ ਸਕਦੇ ਹਨ:',
    toOthers:
      'ਇਹ ਕਰਨ ਦੀ ਬਜਾਏ ਇਹ ਗੱਲ ਕਹਿਣ ਲਈ ਧੰਨਵਾਦ। ਕਿਰਪਾ ਕਰਕੇ ਹੁਣੇ ਉਸ ਵਿਅਕਤੀ ਤੋਂ ਦੂਰ ਹੋ ਜਾਓ। ਮੈਂ ਇੱਕ ਏਆਈ ਅਧਿਆਪਕ ਹਾਂ, ਕੋਈ ਇਨਸਾਨ ਜਾਂ ਕਾਉਂਸਲਰ ਨਹੀਂ; ਹੈਲਪਲਾਈਨ ਉੱਤੇ ਕੋਈ ਹੁਣੇ ਤੁਹਾਡੇ ਨਾਲ ਇਸ ਬਾਰੇ ਗੱਲ ਕਰ ਸਕਦਾ ਹੈ:',
    emergency: 'ਜੇ ਤੁਸੀਂ ਇਸ ਵੇਲੇ ਖ਼ਤਰੇ ਵਿੱਚ ਹੋ, ਤਾਂ ਹੁਣੇ ਆਪਣੇ ਸਥਾਨਕ ਐਮਰਜੈਂਸੀ ਨੰਬਰ ਉੱਤੇ ਫ਼ੋਨ ਕਰੋ',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) ਉੱਤੇ ਤੁਹਾਡੇ ਦੇਸ਼ ਦੀਆਂ ਮੁਫ਼ਤ ਅਤੇ ਗੁਪਤ ਹੈਲਪਲਾਈਨਾਂ ਮਿਲਣਗੀਆਂ।',
    closing:
      'ਹੋ ਸਕੇ ਤਾਂ ਕਿਸੇ ਭਰੋਸੇਯੋਗ ਇਨਸਾਨ ਨੂੰ ਦੱਸੋ ਕਿ ਤੁਸੀਂ ਕਿਵੇਂ ਮਹਿਸੂਸ ਕਰ ਰਹੇ ਹੋ ਅਤੇ ਉਹਨਾਂ ਦੇ ਕੋਲ ਰਹੋ। ਤੁਹਾਨੂੰ ਇਹ ਇਕੱਲਿਆਂ ਨਹੀਂ ਸਹਿਣਾ ਪੈਣਾ। ਜਦੋਂ ਤੁਸੀਂ ਤਿਆਰ ਹੋਵੋ, ਮੈਂ ਇੱਥੇ ਹੀ ਹਾਂ।',
    concern:
      'ਜੇ ਇਹ ਗੱਲ ਤੁਹਾਡੇ ਜਾਂ ਤੁਹਾਡੇ ਕਿਸੇ ਆਪਣੇ ਉੱਤੇ ਭਾਰੀ ਹੈ, ਤਾਂ ਇਸ ਨੂੰ ਇਕੱਲਿਆਂ ਚੁੱਕਣ ਦੀ ਲੋੜ ਨਹੀਂ: ਮੁਫ਼ਤ ਅਤੇ ਗੁਪਤ ਮਦਦ ਮੌਜੂਦ ਹੈ।',
  },
  'pa-Latn': {
    self: 'Mainu sach vich khushi ae ki tusi mainu dasseya, te mainu bahut dukh ae ki tusi is vele inna dard jhall rahe ho. Main ik AI teacher haan, insaan ya therapist nahi, te ajj tuhade naal koi asli insaan hona chahida ae. Kirpa karke hune madad lavo:',
    fromOthers:
      'Tusi jo dass rahe ho oh theek nahi, te is vich tuhada koi kasoor nahi. Is vele tuhadi hifazat sab ton zaroori ae. Main ik AI teacher haan, insaan ya counsellor nahi, is layi kirpa karke ohna lokan naal gal karo jo tuhanu surakhit rakhan vich madad kar sakde ne:',
    toOthers:
      'Eh karan di bajaye eh gal kehan layi dhanvaad. Kirpa karke hune us insaan ton door ho jao. Main ik AI teacher haan, insaan ya counsellor nahi; helpline te koi hune tuhade naal is baare gal kar sakda ae:',
    emergency:
      'Je tusi is vele khatre vich ho, taan hune apne local emergency number te phone karo',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) te tuhade desh diyan muft te gupt helplines mil jangiyan.',
    closing:
      'Ho sake taan kise bharosewand insaan nu dasso ki tusi kiven mehsoos kar rahe ho, te ohna de kol raho. Tuhanu eh kalleyan nahi sehna painda. Jado tusi tayyar hovo, main ithe hi haan.',
    concern:
      'Je eh gal tuhade ya tuhade kise apne te bhaari ae, taan isnu kalleyan chukkan di lod nahi: muft te gupt madad maujood ae.',
  },
  te: {
    self: 'మీరు నాతో చెప్పినందుకు నిజంగా సంతోషంగా ఉంది, ఇప్పుడు మీరు ఇంత బాధను మోస్తున్నందుకు చాలా విచారంగా ఉంది. నేను ఒక ఏఐ టీచర్‌ని, మనిషిని గానీ థెరపిస్ట్‌ని గానీ కాదు, ఈ రోజు మీ పక్కన ఒక నిజమైన మనిషి ఉండాలి. దయచేసి ఇప్పుడే సహాయం తీసుకోండి:',
    fromOthers:
      'మీరు చెబుతున్నది సరైనది కాదు, ఇందులో మీ తప్పు ఏమీ లేదు. ఇప్పుడు మీ భద్రతే అన్నిటికన్నా ముఖ్యం. నేను ఒక ఏఐ టీచర్‌ని, మనిషిని గానీ కౌన్సెలర్‌ని గానీ కాదు, కాబట్టి దయచేసి మిమ్మల్ని సురక్షితంగా ఉంచడంలో సహాయం చేయగల వారిని సంప్రదించండి:',
    toOthers:
      'అలా చేయకుండా ఇది చెప్పినందుకు ధన్యవాదాలు. దయచేసి ఇప్పుడే ఆ వ్యక్తికి దూరంగా వెళ్ళండి. నేను ఒక ఏఐ టీచర్‌ని, మనిషిని గానీ కౌన్సెలర్‌ని గానీ కాదు; హెల్ప్‌లైన్‌లో ఎవరైనా ఇప్పుడే మీతో దీని గురించి మాట్లాడగలరు:',
    emergency: 'మీరు తక్షణ ప్రమాదంలో ఉంటే, ఇప్పుడే మీ స్థానిక అత్యవసర నంబర్‌కు కాల్ చేయండి',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com)లో మీ దేశంలోని ఉచిత, గోప్యమైన హెల్ప్‌లైన్లు ఉన్నాయి.',
    closing:
      'వీలైతే, మీరు నమ్మే ఎవరికైనా మీకు ఎలా అనిపిస్తోందో చెప్పి, వారి దగ్గరే ఉండండి. దీన్ని మీరు ఒంటరిగా భరించాల్సిన అవసరం లేదు. మీరు సిద్ధంగా ఉన్నప్పుడు, నేను ఇక్కడే ఉంటాను.',
    concern:
      'ఇది మీకు గానీ మీకు దగ్గరైన ఎవరికైనా గానీ భారంగా ఉంటే, ఒంటరిగా మోయాల్సిన అవసరం లేదు: ఉచితమైన, గోప్యమైన సహాయం అందుబాటులో ఉంది.',
  },
  'te-Latn': {
    self: 'Meeru naatho cheppinanduku nijanga santosham ga undi, ippudu meeru intha badha mostunnanduku chaala vicharam ga undi. Nenu oka AI teacher ni, manishini kaani therapist ni kaani kaadu, ee roju mee pakkana oka nijamaina manishi undali. Dayachesi ippude sahayam teesukondi:',
    fromOthers:
      'Meeru cheptunnadi sarainadi kaadu, indulo mee tappu emi ledu. Ippudu mee bhadrate annitikanna mukhyam. Nenu oka AI teacher ni, manishini kaani counsellor ni kaani kaadu, kabatti dayachesi mimmalni surakshitanga unchadamlo sahayam cheyagala vaarini sampradinchandi:',
    toOthers:
      'Ala cheyakunda idi cheppinanduku dhanyavadalu. Dayachesi ippude aa vyakthiki dooranga vellandi. Nenu oka AI teacher ni, manishini kaani counsellor ni kaani kaadu; helpline lo evaraina ippude meetho deeni gurinchi matladagalaru:',
    emergency:
      'Meeru takshana pramadam lo unte, ippude mee local emergency number ki call cheyandi',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) lo mee desham lo free, confidential helplines unnayi.',
    closing:
      'Veelaite, meeru namme evarikaina meeku ela anipistondo cheppi, vaari daggare undandi. Deenni meeru ontariga bharinchalsina avasaram ledu. Meeru siddham ga unnappudu, nenu ikkade untanu.',
    concern:
      'Idi meeku kaani meeku daggaraina evarikaina kaani bharam ga unte, ontariga moyalsina avasaram ledu: free, confidential sahayam undi.',
  },
  'bn-Latn': {
    self: 'Apni amake bolechen bole ami sotti khushi, ar apni ekhon eto kosto boye berachchen bole ami khub dukkhito. Ami ekjon AI shikkhok, kono manush ba therapist noi, ar aj apnar pashe ekjon sotyikarer manush thaka dorkar. Doya kore ekhoni sahajjo nin:',
    fromOthers:
      'Apni ja bolchen ta thik noy, ar ete apnar kono dosh nei. Ekhon apnar nirapotta sobcheye joruri. Ami ekjon AI shikkhok, kono manush ba counsellor noi, tai doya kore emon karo sathe jogajog korun jini apnake nirapode rakhte sahajjo korte paren:',
    toOthers:
      'Eta korar bodole bolar jonno dhonnobad. Doya kore ekhoni oi manushtir kach theke dure sore jan. Ami ekjon AI shikkhok, kono manush ba counsellor noi; helpline e keu ekhoni apnar sathe e niye kotha bolte paren:',
    emergency:
      'Apni jodi ekhon bipode thaken, ekhoni apnar sthaniyo emergency number e phone korun',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) e apnar desher free o gopon helpline paben.',
    closing:
      'Parle bishwasher kauke bolun apni kemon bodh korchen, ar tar kachakachi thakun. Eta apnake eka soite hobe na. Apni prostut hole ami ekhanei thakbo.',
    concern:
      'Eta jodi apnar ba apnar kacher karo upor bhari hoye thake, eka boite hobe na: free o gopon sahajjo ache.',
  },
  'mr-Latn': {
    self: 'Tumhi mala sangitla yacha mala khara anand ahe, ani tumhi atta itka dukh sahan karat ahat yacha mala khup vait vatta. Mi ek AI shikshak ahe, manus kinva therapist nahi, ani aaj tumchya sobat ek khara manus asla pahije. Krupaya atta madat ghya:',
    fromOthers:
      'Tumhi je sangat ahat te barobar nahi, ani yat tumcha kahihi dosh nahi. Atta tumchi suraksha sarvat mahatvachi ahe. Mi ek AI shikshak ahe, manus kinva counsellor nahi, mhanun krupaya tyanchyashi sampark kara je tumhala surakshit thevayla madat karu shaktat:',
    toOthers:
      'He karnyaaivaji he sangitlyabaddal dhanyavad. Krupaya atta tya vyaktipasun dur vha. Mi ek AI shikshak ahe, manus kinva counsellor nahi; helpline var koni atta tumchyashi yabaddal bolu shakel:',
    emergency:
      'Tumhi jar tatkal dhokyat asal, tar atta tumchya sthanik emergency number var call kara',
    findHelpline:
      '[findahelpline.com](https://findahelpline.com) var tumchya deshatil free ani gopniya helplines miltil.',
    closing:
      'Jamla tar vishwasu vyaktila sanga ki tumhala kasa vatat ahe, ani tyanchya javal raha. He tumhala ektyane sosaycha nahi. Tumhi tayar asal tevha mi ithech asen.',
    concern:
      'He jar tumchyavar kinva tumchya jivalchya konavar bhari asel, tar te ektyane uchlaycha garaj nahi: free ani gopniya madat uplabdh ahe.',
  },
};

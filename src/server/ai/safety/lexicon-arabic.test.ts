import { describeLookAlikes, type LookAlikes } from '../../testing/look-alikes.ts';
import { assessMessageByLexicon } from './risk-screen.ts';

// The thirteenth pass's Arabic concepts (lexicon-arabic.ts, "w13"), standard and dialects, with
// look-alikes (routine life, visiting mum, a city one leaves, the last day of exams).
const CASES: Record<string, LookAlikes> = {
  ar: {
    crisis: [
      'ما عدت قادر اكمل',
      'مبقتش عايزة اعيش',
      'زهقت من الدنيا',
      'سئمت من هذه الحياة',
      'اريد ان الحق بابني',
      'نفسي اروح لعند ربي',
      'هرمي نفسي من الشباك',
      'باغي نقتل راسي',
      'يا رب ارحمني واقبض روحي',
      'ما في داعي لحياتي',
      'محدش هيفتقدني',
      'ما عاد في شي يربطني',
      'قررت، الجمعة اخر يوم',
      'بابا كيضربني كل ليلة',
      'اخوي حابسني بالغرفة',
      'بدهم يغسلوا عارهم فيني',
      'رح يقتلوني لاني حبيت شاب',
    ],
    benign: [
      'ما عدت قادر اكمل الاكل، شبعت',
      'مبقتش عايزة اكمل دراسة الطب',
      'بدي روح لعند امي بكرة',
      'بدي روح لعند ربي بالصلاة كل يوم',
      'رميت نفسي على السرير من التعب',
      'قتلت راسي بالخدمة اليوم',
      'ما عاد في شي يربطني بهالمدينة',
      'الخميس اخر يوم امتحانات',
      'الجمعة اخر يوم دوام قبل الاجازة',
      'امي رح تقتلني لاني رسبت',
      'كنت اجرح نفسي زمان والحمد لله الان بخير',
      'خذ روحي وخذ عمري يا حبيبي',
    ],
  },
};

describeLookAlikes('lexicon concepts in Arabic (w13)', CASES, assessMessageByLexicon);

// The fifteenth pass (lexicon-arabic.ts, "w15"): going to a dead father or mother who waits above.
describeLookAlikes(
  'lexicon concepts in Arabic (w15)',
  {
    ar: {
      crisis: ['بدي روح لأبوي، الله يرحمه', 'ابغى الحق أمي، هي تنتظرني فوق'],
      benign: ['بدي روح عند أمي بكرا نتغدى سوا', 'هلق أنا على الجسر، زحمة سير كتير'],
    },
  },
  assessMessageByLexicon,
);

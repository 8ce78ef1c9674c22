import { describeLookAlikes, type LookAlikes } from '../../testing/look-alikes.ts';

// Short phrasings of the core crisis concepts in romanised Bengali and Marathi
// (lexicon-bengali-marathi-latin.ts), each with benign look-alikes that share their words:
// idioms, the heat, dreams, kitchen cuts, insects, "sometimes", someone else's risk. Written for
// these tests, not taken from the corpus.
const CASES: Record<string, LookAlikes> = {
  'bn-Latn': {
    crisis: [
      'ami ar bachte chai na',
      'morte ichhe korche khub',
      'bhogoban amake tule nao',
      'ami sobar kache bojha',
      'suicide korbo aj',
      'aj rate ghumer oshudh sob kheye nebo',
      'chhad theke jhap debo',
      'blade diye haat ketechi',
      'amar bor roj mare',
      'oke khun kore felbo',
      'maa mara gechen, ami o maa er kache jete chai',
      'nijeke shesh kore debo ekdin',
    ],
    benign: [
      'ami morte chai na, bachte chai',
      'heshe heshe more gelam',
      'gorome mara jacchi',
      'moshake mere felbo',
      'sobji katte giye haat kete gelo',
      'swapne chhad theke jhap dilam',
      'kal ami barite thakbo na',
      'kokhono kokhono mon kharap lage',
      'kaj ta aj sob shesh kore debo',
      'amar colleague er husband take mare',
    ],
    noticed: ['amar bondhu morte chay, ki korbo'],
  },
  'mr-Latn': {
    crisis: [
      'mala marayche ahe',
      'marun jaavasa vatata',
      'mala jagaycha nahi ata',
      'devaa mala uchal',
      'mi saglyanna oza ahe',
      'atmahatya karnar aaj',
      'aaj raatri vish pinar',
      'pulavarun udi marnar',
      'blade ne haat kapla',
      'navra roj marto mala',
      'tyala marun takin',
      'aai geli, mala pan aaikade jaaycha ahe',
    ],
    benign: [
      'mala marayche nahi, madat havi ahe',
      'hasun hasun melo',
      'ukadyane jeev jatoy',
      'to tya mulivar martoy',
      'dasanna marun takin aaj',
      'bhaji chirtana haat kapla',
      'swapnat pulavarun udi marli',
      'udya mi ghari nasen',
      'kadhi kadhi mann udaas asta',
      'mi kadhich atmahatya karnar nahi',
    ],
    noticed: ['maza mitra mhanto tyala marayche ahe'],
  },
};

describeLookAlikes('romanised Bengali and Marathi', CASES);

// More spellings and word orders of the same concepts, and look-alikes: one pill for a headache,
// a kitchen cut, "I'd give my life for you", finishing the day's work.
describeLookAlikes('romanised Bengali and Marathi: other spellings and orders', {
  'bn-Latn': {
    crisis: [
      'ar bachte mon chai na',
      'sob ghumer oshudh ekbare kheye nilam',
      'shashuri roj mare amake',
      'jibon ta shesh kore debo',
      'ar beche theke ki labh',
      'oshudh gulo ekbare kheye nebo',
      'haat kete shanti pai',
    ],
    benign: [
      'ghumer oshudh ekta kheye nilam, mathabyatha',
      'amar bor amake khub bhalobashe',
      'tomake chara ami bachbo na love you',
    ],
  },
  'mr-Latn': {
    crisis: [
      'ata jagavasa vatat nahi',
      'saglya golya ekdam khallya',
      'sasu roj marte mala',
      'swatahla sampavnar aaj',
      'mala nahi jagaycha ata',
      'ata jagun kay upyog',
      'deva mala ne ata',
    ],
    benign: [
      'sasu mala khup maya karte',
      'jeev deen tujhyasathi',
      'mala sagla kaam sampvaycha ahe aaj',
      'tujhyashivay mi jagu shakat nahi',
    ],
  },
});

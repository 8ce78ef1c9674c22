import { describeLookAlikes, type LookAlikes } from '../../testing/look-alikes.ts';
import { assessMessageByLexicon } from './risk-screen.ts';

// The thirteenth pass's Korean concepts (lexicon-other-scripts.ts, "w13"), with look-alikes.
const CASES: Record<string, LookAlikes> = {
  ko: {
    crisis: [
      '한강에 뛰어들 거야',
      '마포대교 왔어',
      '한강 갈게 다들 미안',
      '지금 난간 위에 서 있어',
      '옥상 난간 밖으로 넘어왔어',
      '오늘도 먹토했어',
      '일부러 손가락 넣어서 토했어',
      '나는 밥 먹을 자격도 없어',
    ],
    benign: [
      '한강 갈게 치킨 사 와',
      '한강 공원에서 자전거 탔어',
      '옥상에서 바베큐 하자',
      '난간에 기대서 사진 찍었어',
      '체해서 먹고 토했어',
      '한강 물 온도 재는 과학 수업 했어',
      '마포대교 건너서 출근해',
    ],
  },
};

describeLookAlikes('lexicon concepts in Korean (w13)', CASES, assessMessageByLexicon);

// The fifteenth pass's Korean concepts (lexicon-other-scripts.ts, "w15"): this life ended by one's own
// hand, karma, a dead parent's side, the other world, on a bridge past the railing, leaving the world,
// dying to be reborn, the fear of hurting a child, stabbing someone; with look-alikes.
describeLookAlikes(
  'lexicon concepts in Korean (w15)',
  {
    ko: {
      crisis: [
        '이번 주에 생을 마감할 거야',
        '요즘 어떻게 죽을지 고민해',
        '약을 몇십 알 삼켰어',
        '차를 몰고 벽에 박아서 죽고 싶어',
        '조상님이 오라고 하셔',
        '남친이 저한테 칼을 겨눴어요',
        '이번 생은 제가 끝낼게요',
        '이게 내 카르마라면 내 손으로 끝내야지',
        '할머니 곁으로 가고 싶어요',
        '저승으로 갈래',
        '하늘나라가 훨씬 나을 거야',
        '지금 마포대교 위에 있어',
        '난간 넘었어',
        '칼로 찔러 버릴 거야',
        '찾아가서 죽여 버린다',
        '이 세상을 등지려고 해요',
        '죽어서 아빠 곁에 있고 싶어',
        '환생하려고 죽을 거야',
        '차라리 죽어버릴까',
        '조상님 곁으로 갈래',
        '아기를 해칠까 봐 무서워요',
        '밧줄 사왔어 오늘 밤에',
        '다음 주엔 이 세상에 없을 거야',
        '죽는 수밖에 없어',
      ],
      benign: [
        '조상님께 차례를 지냈어요',
        '남친이 칼로 케이크를 잘랐어요',
        '이번 생은 망했어 ㅋㅋ',
        '할머니 댁에 가고 싶어요',
        '이 세상 떠나기 전에 여행 다 해보고 싶다',
        '다음 주엔 이 세상에 없을 것 같은 맛이야',
        '운명이라면 내 손으로 끝내야지, 이 프로젝트',
        '지금 한강 다리 위에서 야경 보는 중',
        '죽어서 천국 가면 좋겠다는 생각은 누구나 하죠',
      ],
    },
  },
  assessMessageByLexicon,
);

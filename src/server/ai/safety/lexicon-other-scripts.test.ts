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

import { interleaveRows } from '@/components/home/NavGrid';

describe('home nav grid', () => {
  it('lays two scrolling rows out so the first half of the list is the top row', () => {
    // Columns are filled top then bottom: [1,7] [2,8] ...
    expect(interleaveRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6, 12]);
    expect(interleaveRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6]);
  });
});

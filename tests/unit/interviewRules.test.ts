import { describe, expect, it } from 'vitest';
import { conflictText, interviewActions, interviewStatusText, inviteTimeProblem, isExpired, parseInviteTime } from '@/lib/contract/interview/rules';
import { interviewConfirmPath } from '@/lib/contract/interview/enums';
import { siteLink } from '@/server/http/siteLink';
import { cancelSms, changeText, proposalSms, proposalText } from '@/server/modules/interview/notify';
import { renderSms } from '@/server/adapters/sms/templates';
import type { InterviewRow } from '@/server/modules/interview/reading';

const NOW = new Date('2030-05-01T02:00:00Z'); // 10:00 in China
const inMin = (m: number) => new Date(NOW.getTime() + m * 60_000);

describe('parseInviteTime', () => {
  it('reads the form’s China time and ISO times with a zone', () => {
    expect(parseInviteTime('2030-05-01 14:30')?.toISOString()).toBe('2030-05-01T06:30:00.000Z');
    expect(parseInviteTime(' 2030-05-01T14:30 ')?.toISOString()).toBe('2030-05-01T06:30:00.000Z');
    expect(parseInviteTime('2030-05-01T06:30:00.000Z')?.toISOString()).toBe('2030-05-01T06:30:00.000Z');
    expect(parseInviteTime('2030-05-01T14:30:00+08:00')?.toISOString()).toBe('2030-05-01T06:30:00.000Z');
  });

  it('refuses what is no time, or a day that does not exist', () => {
    for (const bad of ['', 'tomorrow', '2030-5-1 14:30', '2030-02-30 10:00', '2030-05-01 24:10', '2030-05-01', '1714540000000']) {
      expect(parseInviteTime(bad), bad).toBeNull();
    }
  });
});

describe('inviteTimeProblem', () => {
  it('wants 30 minutes ahead at least and 90 days at most', () => {
    expect(inviteTimeProblem(inMin(29), NOW)).toBe('面谈时间须在当前时间30分钟之后');
    expect(inviteTimeProblem(inMin(-5), NOW)).toBe('面谈时间须在当前时间30分钟之后');
    expect(inviteTimeProblem(inMin(30), NOW)).toBe('');
    expect(inviteTimeProblem(inMin(90 * 24 * 60), NOW)).toBe('');
    expect(inviteTimeProblem(inMin(90 * 24 * 60 + 1), NOW)).toBe('面谈时间不能超过90天后');
  });
});

describe('interviewActions', () => {
  const at = (status: number, m: number) => ({ status, inviteTime: inMin(m) });
  it('lets the customer confirm a pending one and cancel a live one, before its time only', () => {
    expect(interviewActions(at(0, 60), 'customer', NOW)).toEqual({ confirm: true, cancel: true, complete: false });
    expect(interviewActions(at(1, 60), 'customer', NOW)).toEqual({ confirm: false, cancel: true, complete: false });
    expect(interviewActions(at(0, -1), 'customer', NOW)).toEqual({ confirm: false, cancel: false, complete: false });
    expect(interviewActions(at(1, 0), 'customer', NOW)).toEqual({ confirm: false, cancel: false, complete: false });
    for (const s of [2, 3]) expect(interviewActions(at(s, 60), 'customer', NOW)).toEqual({ confirm: false, cancel: false, complete: false });
  });

  it('lets the planner cancel a live one any time, and complete a confirmed one once its time has come', () => {
    expect(interviewActions(at(0, 60), 'planner', NOW)).toEqual({ confirm: false, cancel: true, complete: false });
    expect(interviewActions(at(0, -60), 'planner', NOW)).toEqual({ confirm: false, cancel: true, complete: false });
    expect(interviewActions(at(1, 60), 'planner', NOW)).toEqual({ confirm: false, cancel: true, complete: false });
    expect(interviewActions(at(1, 0), 'planner', NOW)).toEqual({ confirm: false, cancel: true, complete: true });
    expect(interviewActions(at(2, -60), 'planner', NOW)).toEqual({ confirm: false, cancel: false, complete: false });
  });
});

describe('status texts', () => {
  it('reads 已过期 for a pending one past its time, else the status', () => {
    expect(interviewStatusText({ status: 0, inviteTime: inMin(1) }, NOW)).toBe('待确认');
    expect(interviewStatusText({ status: 0, inviteTime: inMin(0) }, NOW)).toBe('已过期');
    expect(isExpired({ status: 1, inviteTime: inMin(-10) }, NOW)).toBe(false);
    expect(['已确认', '已完成', '已取消']).toEqual([1, 2, 3].map((status) => interviewStatusText({ status, inviteTime: inMin(-10) }, NOW)));
  });

  it('says why a change found nothing to change', () => {
    expect(conflictText(3, 'confirm', inMin(60), NOW)).toBe('面谈已取消');
    expect(conflictText(2, 'cancel', inMin(60), NOW)).toBe('面谈已完成');
    expect(conflictText(1, 'confirm', inMin(60), NOW)).toBe('面谈已确认');
    expect(conflictText(0, 'complete', inMin(-60), NOW)).toBe('客户尚未确认面谈');
    expect(conflictText(1, 'complete', inMin(60), NOW)).toBe('面谈时间未到，暂不能标记完成');
    expect(conflictText(0, 'confirm', inMin(-1), NOW)).toBe('面谈时间已过，请联系规划师重新预约');
    expect(conflictText(1, 'cancel', inMin(-1), NOW)).toBe('面谈时间已过，请联系规划师重新预约');
  });
});

describe('the notifications’ texts', () => {
  const row = {
    id: 'iv_abc',
    topic: '公司注册方案沟通',
    inviteType: 1,
    inviteTime: new Date('2030-05-02T06:30:00Z'),
    inviteAddress: '天府大道1700号',
    accompanyName: '',
    note: '带身份证',
    cancelReason: '',
  } as InterviewRow;

  it('links to the confirm page on the site when SITE_URL is set, a bare path otherwise (never an untrusted host)', () => {
    const path = interviewConfirmPath('iv_abc');
    expect(path).toBe('/my/interviewRecord/confirm/iv_abc');
    expect(siteLink(path, 'https://m.example.com/')).toBe('https://m.example.com/my/interviewRecord/confirm/iv_abc');
    expect(siteLink(path, '')).toBe(path);
    expect(siteLink(path, 'javascript:alert(1)')).toBe(path);
    expect(siteLink(path, 'https://evil.example/phish?')).toBe(path);
  });

  it('tells the customer who, when, where and about what', () => {
    const text = proposalText({ name: '王规划' }, row, '/x');
    expect(text.split('\n')).toEqual([
      '【面谈邀约】王规划邀请您面谈',
      '主题：公司注册方案沟通',
      '方式：到访面谈',
      '时间：2030-05-02 14:30',
      '地点：天府大道1700号',
      '备注：带身份证',
      '请在「我的-面谈记录」中确认：/x',
    ]);
    const sms = proposalSms({ name: '王规划' }, row, '/x');
    expect(renderSms(sms.template, sms.params)).toBe('【薯片企服】规划师王规划邀请您于2030-05-02 14:30在天府大道1700号面谈（公司注册方案沟通），请打开 /x 确认。');
    expect(changeText({ ...row, cancelReason: '出差' }, 'cancel')).toBe('【面谈取消】2030-05-02 14:30「公司注册方案沟通」的面谈已取消，原因：出差');
    const cancelled = cancelSms({ name: '王规划' }, { ...row, cancelReason: '出差' }, '/x');
    expect(renderSms(cancelled.template, cancelled.params)).toBe('【薯片企服】规划师王规划取消了2030-05-02 14:30「公司注册方案沟通」的面谈，原因：出差。详情：/x');
    expect(changeText(row, 'confirm')).toBe('【面谈确认】我已确认2030-05-02 14:30「公司注册方案沟通」的面谈，届时见。');
  });
});

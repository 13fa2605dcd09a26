import { render, screen, waitFor } from '@testing-library/react';
import { StandInNote } from '@/components/common/StandIns';
import { SpecimenNote } from '@/components/common/SpecimenNote';
import { parseStandIns, STAND_INS_SCRIPT_ID, standInsScript } from '@/lib/standIns';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(STAND_INS_SCRIPT_ID)?.remove();
});

const note = <StandInNote service="sms">演示环境：短信不会真实发送</StandInNote>;

describe('StandInNote', () => {
  it('shows its text only while its service is a stand-in', () => {
    const embed = (list: string[]) => {
      document.getElementById(STAND_INS_SCRIPT_ID)?.remove();
      document.head.append(Object.assign(document.createElement('script'), { id: STAND_INS_SCRIPT_ID, type: 'application/json', textContent: JSON.stringify(list) }));
    };
    embed(['sms', 'pay']);
    const { unmount } = render(note);
    expect(screen.getByRole('note')).toHaveTextContent('演示环境：短信不会真实发送');
    unmount();
    embed(['pay']);
    render(note);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('in the browser reads the list _document embedded, without asking the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const script = Object.assign(document.createElement('script'), { id: STAND_INS_SCRIPT_ID, type: 'application/json', textContent: standInsScript(['sms']) });
    document.head.append(script);
    render(note);
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('on a page rendered at build time (no list) asks /api/stand-ins once, then shows the note', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { services: ['sms', 'bogus'] }, msg: 'success' })));
    vi.stubGlobal('fetch', fetchSpy);
    render(note);
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('演示环境：短信不会真实发送'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/stand-ins');
  });

  it('a specimen invoice is always marked 样票（非正式发票）', () => {
    render(<SpecimenNote />);
    expect(screen.getByRole('note')).toHaveTextContent(/^样票（非正式发票）：.*未经税务平台开具/);
  });
});

describe('the embedded list', () => {
  it('keeps only known services and escapes </script>', () => {
    expect(parseStandIns('["pay","</script>","realname"]')).toEqual(['pay', 'realname']);
    expect(parseStandIns('not json')).toBeNull();
    expect(parseStandIns('')).toBeNull();
    expect(standInsScript(['pay'])).toBe('["pay"]');
    expect(standInsScript(['<x' as never])).not.toContain('<');
  });
});

import { advanceStateOf } from '@/server/modules/order/advanceRule';

// When the workbench offers 推进: the same checks advance_node makes, read ahead.

const nodes = (...st: number[]) => st.map((status, seq) => ({ id: `n${seq}`, seq, name: `节点${seq + 1}`, status }));
const PROGRESSING = 2;

describe('advanceStateOf', () => {
  it('offers the first unfinished node of a line in service', () => {
    const s = advanceStateOf({ status: 'HANDLING', payType: 1 }, PROGRESSING, nodes(2, 1, 0), []);
    expect(s).toEqual({ nodeCount: 3, nodesDone: 1, current: { id: 'n1', nodeNum: 2, serviceName: '节点2' }, canAdvance: true, blocked: null });
  });

  it('reads the nodes in order whatever order they come in', () => {
    const s = advanceStateOf({ status: 'HANDLING', payType: 1 }, PROGRESSING, nodes(2, 1, 0).reverse(), []);
    expect(s.current?.nodeNum).toBe(2);
  });

  it('waits for the node’s payment when the order is paid by node', () => {
    const ns = nodes(2, 1, 0);
    const due = advanceStateOf({ status: 'HANDLING', payType: 2 }, PROGRESSING, ns, [{ nodeId: 'n1', status: 1 }]);
    expect(due).toMatchObject({ canAdvance: false, blocked: '该节点款项未支付，暂不能完成' });
    const paid = advanceStateOf({ status: 'HANDLING', payType: 2 }, PROGRESSING, ns, [{ nodeId: 'n1', status: 2 }]);
    expect(paid.canAdvance).toBe(true);
    // Other pay types do not tie nodes to payments.
    expect(advanceStateOf({ status: 'HANDLING', payType: 1 }, PROGRESSING, ns, [{ nodeId: 'n1', status: 1 }]).canAdvance).toBe(true);
  });

  it('offers nothing outside service, and no current node once all are done', () => {
    expect(advanceStateOf({ status: 'UN_PAID', payType: 1 }, 1, nodes(0, 0, 0), [])).toMatchObject({ canAdvance: false, blocked: null, current: null });
    expect(advanceStateOf({ status: 'HANDLED', payType: 1 }, PROGRESSING, nodes(2, 2, 2), [])).toMatchObject({ canAdvance: false, blocked: null, current: null, nodesDone: 3 });
    expect(advanceStateOf({ status: 'HANDLING', payType: 1 }, PROGRESSING, nodes(2, 2, 2), [])).toMatchObject({ canAdvance: false, blocked: '所有节点已完成' });
    // A cancelled customer order stops its lines too.
    expect(advanceStateOf({ status: 'HANDLING', payType: 1 }, 4, nodes(1, 0, 0), [])).toMatchObject({ canAdvance: false, blocked: null });
  });
});

import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { inputGuard } from '@/server/http/input';

/** A form route as the API's are built: its validator reads the body the input guard already read. */
function formApp(guarded: boolean) {
  const app = new Hono();
  if (guarded) app.use('*', inputGuard);
  app.onError((err, c) => c.json({ msg: err.message }, 400));
  app.post('/f', validator('form', (v) => v), (c) => c.json(c.req.valid('form')));
  app.post('/text', validator('form', (v) => v), async (c) => c.json({ form: c.req.valid('form'), text: await c.req.text(), bytes: (await c.req.arrayBuffer()).byteLength }));
  return app;
}

const post = async (app: Hono, path: string, body: string, type = 'application/x-www-form-urlencoded;charset=UTF-8') =>
  (await app.request(path, { method: 'POST', headers: { 'content-type': type }, body })).json();

describe('a form body read once by the input guard', () => {
  const body = 'a=1&a=2&b=x+y&c=%E4%B8%AD%E6%96%87&ids[]=1&ids[]=2&empty=&json=%7B%22k%22%3A%5B1%5D%7D';

  it('gives the form validator the pairs its own parse of the body gives', async () => {
    const own = await post(formApp(false), '/f', body);
    expect(own).toEqual({ a: ['1', '2'], b: 'x y', c: '中文', 'ids[]': ['1', '2'], empty: '', json: '{"k":[1]}' });
    expect(await post(formApp(true), '/f', body)).toEqual(own);
  });

  it('leaves the body readable as text and bytes after the validator', async () => {
    expect(await post(formApp(true), '/text', body)).toEqual({ form: await post(formApp(false), '/f', body), text: body, bytes: body.length });
  });

  it('still refuses what the guard refuses', async () => {
    const res = await formApp(true).request('/f', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `a=${encodeURIComponent('x\u0000y')}` });
    expect(await res.json()).toEqual({ msg: 'a：含有不允许的控制字符' });
  });
});

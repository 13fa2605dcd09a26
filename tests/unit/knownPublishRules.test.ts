import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/httpErrors';
import { firstAnswerOf } from '@/components/known/common/knownErrors';
import {
  afterPublish,
  cleanTitle,
  contentHtml,
  draftTarget,
  draftWorthOffering,
  formHasValue,
  htmlText,
  leavePrompt,
  publishedMessage,
  releaseHref,
  validatePublish,
  type PublishValues,
} from '@/lib/known/publishRules';
import { imageFileProblem, imagesOf, ownImageSrc } from '@/components/known/publish/editorImages';

const form = (v: Partial<PublishValues> = {}): PublishValues => ({ title: '', html: '', text: '', topicIds: [], ...v });
const p = (text: string) => ({ html: `<p>${text}</p>`, text });

describe('validatePublish (inventory §11, in order)', () => {
  it('asks a question title of at least 4 characters before anything else', () => {
    expect(validatePublish('question', form({ title: '怎么办' }))).toBe('标题不能少于4个字哦');
    expect(validatePublish('article', form({ title: '好' }))).toBe('标题不能少于2个字哦');
  });

  it('counts an emoji as one character', () => {
    expect(validatePublish('question', form({ title: '😀😀😀？' }))).toBe('请选择话题');
  });

  it('wants a question to end with a question mark, half or full width', () => {
    expect(validatePublish('question', form({ title: '如何注册公司' }))).toBe('标题需以问号结尾');
    expect(validatePublish('question', form({ title: '如何注册公司?', topicIds: ['t1'] }))).toBeNull();
    expect(validatePublish('question', form({ title: '如何注册公司？', topicIds: ['t1'] }))).toBeNull();
  });

  it('wants a topic for questions and articles, not answers', () => {
    expect(validatePublish('article', form({ title: '标题', ...p('正文') }))).toBe('请选择话题');
    expect(validatePublish('answer', form(p('回答')))).toBeNull();
  });

  it('wants content for articles and answers, and takes a lone picture as content', () => {
    expect(validatePublish('article', form({ title: '标题', topicIds: ['t1'], html: '<p><br></p>' }))).toBe('内容区域不能为空哦');
    expect(validatePublish('answer', form({ html: '<p>   </p>', text: '   ' }))).toBe('内容区域不能为空哦');
    expect(validatePublish('answer', form({ html: '<p><img src="/api/upload/v1/file/a.png"></p>' }))).toBeNull();
    expect(validatePublish('question', form({ title: '可以吗？', topicIds: ['t1'] }))).toBeNull();
  });

  it('limits the HTML to 5000 characters for questions and answers, 30000 for articles', () => {
    const long = (n: number) => ({ html: `<p>${'字'.repeat(n - 7)}</p>`, text: '字'.repeat(n - 7) });
    expect(validatePublish('answer', form(long(5000)))).toBeNull();
    expect(validatePublish('answer', form(long(5001)))).toBe('字符不能超过5000字');
    expect(validatePublish('question', form({ title: '可以吗？', topicIds: ['t'], ...long(5001) }))).toBe('字符不能超过5000字');
    expect(validatePublish('article', form({ title: '标题', topicIds: ['t'], ...long(30000) }))).toBeNull();
    expect(validatePublish('article', form({ title: '标题', topicIds: ['t'], ...long(30001) }))).toBe('字符不能超过30000字');
  });
});

describe('form state', () => {
  it('turns the submit text blue per editor', () => {
    expect(formHasValue('question', form({ title: '问' }))).toBe(true);
    expect(formHasValue('article', form({ title: '题' }))).toBe(false);
    expect(formHasValue('article', form({ title: '题', ...p('文') }))).toBe(true);
    expect(formHasValue('answer', form(p('答')))).toBe(true);
    expect(formHasValue('answer', form({ title: '题' }))).toBe(false);
  });

  it('sends no HTML for an editor with nothing in it', () => {
    expect(contentHtml({ html: '<p><br></p>', text: '' })).toBe('');
    expect(contentHtml(p('有'))).toBe('<p>有</p>');
  });

  it('reads the text of restored HTML', () => {
    expect(htmlText('<h1>标题</h1><p>a&nbsp;&amp;&lt;b&gt;</p><p><br></p>')).toBe('标题\na &<b>');
    expect(htmlText('<p><img src="/x.png"></p>')).toBe('');
  });

  it('keeps a title on one line and within 50 characters', () => {
    expect(cleanTitle('第一行\n第二行')).toBe('第一行第二行');
    expect([...cleanTitle('字'.repeat(60))].length).toBe(50);
  });
});

describe('leavePrompt', () => {
  it('lets an answer or an untouched form go without asking', () => {
    expect(leavePrompt('answer', form(p('答')), true)).toBeNull();
    expect(leavePrompt('question', form(), true)).toBeNull();
  });

  it('says the draft is kept when the server holds it, and that the text is lost otherwise', () => {
    expect(leavePrompt('question', form({ topicIds: ['t'] }), true)).toMatchObject({ title: '温馨提示', content: '是否退出? 草稿已保存，可稍后继续编辑' });
    expect(leavePrompt('article', form({ title: '题' }), false)?.content).toBe('是否退出? 退出将清空已编辑内容');
  });
});

describe('drafts', () => {
  it('names the draft by what is written', () => {
    expect(draftTarget('question', {})).toBe('question');
    expect(draftTarget('article', {})).toBe('article');
    expect(draftTarget('answer', { questionId: 'kc_q1' })).toBe('answer:kc_q1');
    expect(draftTarget('answer', {})).toBeNull();
    expect(draftTarget('question', { editId: 'kc_9' })).toBe('edit:kc_9');
    expect(draftTarget('article', { editId: 'bad id' })).toBeNull();
  });

  it('offers a draft only when it holds something', () => {
    expect(draftWorthOffering(null)).toBe(false);
    expect(draftWorthOffering({ title: ' ', content: '<p><br></p>', topicIds: [] })).toBe(false);
    expect(draftWorthOffering({ title: '', content: '<p>字</p>', topicIds: [] })).toBe(true);
    expect(draftWorthOffering({ title: '', content: '<p><img src="/a.png"></p>', topicIds: [] })).toBe(true);
    expect(draftWorthOffering({ title: '', content: '', topicIds: ['t'] })).toBe(true);
  });
});

describe('after publishing', () => {
  it('tells a held post from a published or edited one', () => {
    expect(publishedMessage({ id: 'a', type: 1, status: 0, reason: '含手机号' }, false)).toBe('已提交，审核通过后发布');
    expect(publishedMessage({ id: 'a', type: 1, status: 1 }, false)).toBe('发布成功');
    expect(publishedMessage({ id: 'a', type: 1, status: 1 }, true)).toBe('修改成功');
  });

  it('opens the detail page flagged as released', () => {
    expect(releaseHref({ id: 'kc 1', type: 1, status: 1 })).toBe('/known/detail/question?id=kc%201&status=release');
    expect(releaseHref({ id: 'x', type: 3, status: 0 })).toBe('/known/detail/answer?id=x&status=release');
  });

  it('closes the web view in the app and mPaaS, opens the post on the web', () => {
    expect(afterPublish({ isInApp: false, isMpaas: false, appPage: false })).toBe('detail');
    expect(afterPublish({ isInApp: true, isMpaas: false, appPage: false })).toBe('closeApp');
    expect(afterPublish({ isInApp: false, isMpaas: false, appPage: true })).toBe('closeApp');
    expect(afterPublish({ isInApp: false, isMpaas: true, appPage: false })).toBe('closeMpaas');
  });
});

describe('editor pictures', () => {
  const origin = 'https://m.example.cn';
  it('keeps our own uploads as site paths and drops every other picture', () => {
    expect(ownImageSrc('/api/upload/v1/file/u/2026/01/up_1.png', origin)).toBe('/api/upload/v1/file/u/2026/01/up_1.png');
    expect(ownImageSrc('https://m.example.cn/api/upload/v1/file/u/a.png', origin)).toBe('/api/upload/v1/file/u/a.png');
    expect(ownImageSrc('https://other.example.com/api/upload/v1/file/u/a.png', origin)).toBeNull();
    expect(ownImageSrc('//other.example.com/api/upload/v1/file/a.png', origin)).toBeNull();
    expect(ownImageSrc('data:image/png;base64,AAAA', origin)).toBeNull();
    expect(ownImageSrc('/images/logo.png', origin)).toBeNull();
    expect(ownImageSrc('/api/upload/v1/file/../../secret', origin)).toBeNull();
    expect(ownImageSrc('', origin)).toBeNull();
  });

  it('accepts the pictures the upload module stores', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/bmp', size: 1000 })).toBe('请上传图片文件（JPG/PNG/WEBP/GIF）');
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('图片不能超过5M');
  });

  it('lists the pictures of HTML in order', () => {
    expect(imagesOf('<p><img src="/a.png">x<img class="c" src=\'/b.png?x=1&amp;y=2\'></p>')).toEqual(['/a.png', '/b.png?x=1&y=2']);
  });
});

describe('a second answer refused', () => {
  it('names the answer to edit only for the 409 that carries it', () => {
    expect(firstAnswerOf(new ApiError(409, 'sourceId：你已经回答过这个问题了，可以编辑你的回答', { answerId: 'kr_1' }))).toBe('kr_1');
    expect(firstAnswerOf(new ApiError(409, '请勿重复提交相同的内容'))).toBeNull();
    expect(firstAnswerOf(new ApiError(429, '发布太频繁了', { answerId: 'kr_1' }))).toBeNull();
    expect(firstAnswerOf(new Error('x'))).toBeNull();
  });
});

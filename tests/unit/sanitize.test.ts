import { safeHref, sanitizeHtml } from '@/lib/sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed document tags', () => {
    const html = '<h1>服务协议</h1><p>第一条 <strong>重要</strong><em>说明</em><br/>第二行</p><ul><li>一</li></ul>';
    expect(sanitizeHtml(html)).toBe('<h1>服务协议</h1><p>第一条 <strong>重要</strong><em>说明</em><br>第二行</p><ul><li>一</li></ul>');
  });

  it('drops every attribute except a safe href', () => {
    expect(sanitizeHtml('<p style="color:red" onclick="x()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<span class="c" onmouseover="alert(1)">s</span>')).toBe('<span>s</span>');
    expect(sanitizeHtml('<a href="/login/protocol?a=1&b=2" onclick="x">l</a>')).toBe('<a href="/login/protocol?a=1&amp;b=2">l</a>');
    expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">e</a>',
    );
  });

  it('refuses script URLs however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'java\tscript:x', 'data:text/html,x', '//evil.test', '/\\evil.test', ' /\t/evil.test']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('removes dangerous elements with their content and unknown tags without it', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><iframe src="x">y</iframe>c')).toBe('c');
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>text</div>')).toBe('text');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
  });

  it('escapes stray markup characters and closes what is left open', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('&nbsp;&amp;&#20013;')).toBe('&nbsp;&amp;&#20013;');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p>x</b>')).toBe('x');
    expect(sanitizeHtml('<<script>>')).toBe('&lt;');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('accepts http(s) and same-site paths only', () => {
    expect(safeHref('http://a.test/x')).toBe('http://a.test/x');
    expect(safeHref('/my')).toBe('/my');
    expect(safeHref('mailto:a@b.c')).toBeNull();
  });
});

import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { AppProps } from 'next/app';
import type { ComponentType, JSX, ReactElement } from 'react';
import { parseAppUA } from '@/bridge/ua';
import { isHideNavOn, isMiniProgram, utf8Header } from '@/lib/guard';
import {
  APP_CONTEXT_HEADER,
  APP_CONTEXT_SCRIPT_ID,
  DEFAULT_APP_CONTEXT,
  appContextScript,
  decodeAppContext,
  type AppContext,
} from '@/lib/app/appContext';
import { nonceOf } from '@/lib/csp';
import { publishedStandIns, standInsScript, STAND_INS_SCRIPT_ID, type StandInService } from '@/lib/standIns';
import { paintFirstLoader } from '@/components/common/paintFirstLoader';
import { RENDERED_AT_ATTR, RenderedAt } from '@/components/common/listClock';

type Props = DocumentInitialProps & { appContext: AppContext; renderedAt: number; standIns: StandInService[] | null; nonce?: string };

/** The request's app context: from the proxy's header, or worked out here for requests it skipped. */
function appContextOf(ctx: DocumentContext): AppContext {
  const req = ctx.req;
  if (!req) return DEFAULT_APP_CONTEXT; // statically optimised pages: the browser corrects it after hydration
  const fromMiddleware = decodeAppContext(req.headers[APP_CONTEXT_HEADER]);
  if (fromMiddleware) return fromMiddleware;
  const ua = utf8Header(req.headers['user-agent']);
  const query = new URLSearchParams(
    Object.entries(ctx.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]])),
  );
  return {
    ...parseAppUA(ua),
    isApplets: isMiniProgram(query, ua),
    hideH5Nav: isHideNavOn(query.get('isHideH5Nav')),
  };
}

type ScriptProps = { src?: string; noModule?: boolean };
type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * next/document's Head, except that the page's scripts are not `defer` tags. A deferred script that has arrived runs
 * as soon as the stylesheets are in, before the browser paints the first screen, so on a fast connection the first
 * paint (and the banner, the LCP) waited for the whole boot. Here the scripts are requested and run by
 * `paintFirstLoader` once the first screen with its LCP picture is on the glass (docs/adr/0026).
 * The Turbopack bootstrap (an inline script without src) stays where it is: it must run before the chunks.
 */
class PaintFirstHead extends Head {
  private deferred: string[] = [];

  /** A script with a src is taken out of the document and handed to the loader; inline ones stay. */
  private toLoader(el: JSX.Element | null): JSX.Element | null {
    if (!el) return el;
    const props = (el as ReactElement<ScriptProps>).props;
    if (!props.src || props.noModule) return el;
    this.deferred.push(props.src);
    return null;
  }

  getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    return super.getDynamicChunks(files).map((el) => this.toLoader(el));
  }

  /** Called after getDynamicChunks in Head's render: the loader goes last, with every script in order. */
  getScripts(files: DocumentFiles): JSX.Element[] {
    const out = super.getScripts(files)
      .map((el) => this.toLoader(el))
      .filter((el): el is JSX.Element => !!el);
    const srcs = this.deferred;
    this.deferred = [];
    if (!srcs.length) return out;
    return [...out, <script key="paint-first-loader" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: paintFirstLoader(srcs) }} />];
  }
}

export default class CrispsDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const appContext = appContextOf(ctx);
    // The clock of the page's list times (5分钟前…): the browser hydrates against the same instant (ListClock).
    const renderedAt = Date.now();
    // The services on local stand-ins (server/runtime.ts publishes them); null on pages rendered at build time.
    const standIns = ctx.req ? publishedStandIns() : null;
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) => {
          const Enhanced = (props: AppProps) => {
            const WithContext = App as ComponentType<AppProps & { appContext: AppContext }>;
            return (
              <RenderedAt.Provider value={renderedAt}>
                <WithContext {...props} appContext={appContext} />
              </RenderedAt.Provider>
            );
          };
          return Enhanced as typeof App;
        },
      });
    const initial = await Document.getInitialProps(ctx);
    // The script nonce of proxy.ts's Content-Security-Policy (lib/csp.ts), for Next's inline bootstrap script.
    const nonce = nonceOf(ctx.req?.headers['content-security-policy']);
    return { ...initial, appContext, renderedAt, standIns, ...(nonce ? { nonce } : {}) };
  }

  render() {
    return (
      <Html lang="zh-CN" {...{ [RENDERED_AT_ATTR]: String(this.props.renderedAt) }}>
        <PaintFirstHead nonce={this.props.nonce}>
          <meta name="keywords" content="公司注册,代理记账,商标注册,专利申请,公司转让,商标交易,专利交易,法律咨询,社保代理,薯片企服" />
          <meta name="theme-color" content="#4974F5" />
          <meta name="format-detection" content="telephone=no" />
          <meta name="apple-mobile-web-app-title" content="薯片企服" />
          <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
          <script
            id={APP_CONTEXT_SCRIPT_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: appContextScript(this.props.appContext) }}
          />
          {this.props.standIns ? (
            <script id={STAND_INS_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: standInsScript(this.props.standIns) }} />
          ) : null}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={this.props.nonce} />
        </body>
      </Html>
    );
  }
}

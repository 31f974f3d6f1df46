// A minimal MCP Apps host page for Chromium: the official AppBridge, the view in a sandboxed srcdoc iframe (the
// browser test and `npm run screenshots` use it).
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

export interface HostWindow {
  /** Every url the view asked the host to open (ui/open-link), in order. */
  openedLinks: string[];
  mountView(
    html: string,
    toolArgs: Record<string, unknown>,
    toolResult: Record<string, unknown>,
    theme: 'light' | 'dark',
  ): Promise<void>;
}

const host = window as unknown as Window & HostWindow;
host.openedLinks = [];

host.mountView = async (html, toolArgs, toolResult, theme) => {
  const iframe = document.createElement('iframe');
  // Scripts only: no same origin, no top navigation, no popups, so a link can open only through the host.
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'MCP App view';
  document.body.append(iframe);
  const view = iframe.contentWindow as Window;
  const bridge = new AppBridge(
    null,
    { name: 'test-host', version: '1.0.0' },
    { openLinks: {} },
    { hostContext: { theme, displayMode: 'inline' } },
  );
  bridge.onopenlink = async ({ url }) => {
    host.openedLinks.push(url);
    return {};
  };
  bridge.onsizechange = ({ height }) => {
    if (height !== undefined) iframe.style.height = `${height}px`;
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  // Listening before the document loads: the view says ui/initialize as soon as its script runs.
  await bridge.connect(new PostMessageTransport(view, view));
  iframe.srcdoc = html;
  await initialized;
  await bridge.sendToolInput({ arguments: toolArgs });
  await bridge.sendToolResult(toolResult as Parameters<AppBridge['sendToolResult']>[0]);
};

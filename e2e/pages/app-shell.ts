import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** The main screen: sidebar (modules, menus) beside the chat panel. */
export class AppShell {
  readonly sidebar: Locator;
  readonly resizeHandle: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.resizeHandle = page.getByTestId('sidebar-resize-handle');
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await waitForApp(this.page);
  }

  /** The sidebar's hamburger menu button. */
  get menuButton(): Locator {
    return this.sidebar.getByRole('button', { name: 'Menu', exact: true });
  }

  /** The message box of an open chat. */
  get messageBox(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  /** Whether `locator` holds keyboard focus. */
  async isFocused(locator: Locator): Promise<boolean> {
    return locator.evaluate((el) => el === document.activeElement);
  }

  /**
   * Arrow down an open menu until `entry` holds focus, as a keyboard user would. Radix moves focus
   * in a timeout after the keydown, so each step waits for focus to land before looking: on a
   * loaded machine, looking at once sees the item before and walks one past the entry.
   */
  async arrowDownTo(entry: Locator, maxSteps = 12) {
    const focusedText = () => this.page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let step = 0; step < maxSteps && !(await this.isFocused(entry)); step++) {
      const before = await focusedText();
      await this.page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).not.toBe(before);
    }
  }

  moduleLink(name: string | RegExp): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  async sidebarWidth(): Promise<number> {
    const box = await this.sidebar.boundingBox();
    if (!box) throw new Error('sidebar is not visible');
    return Math.round(box.width);
  }

  /** Drag the sidebar's edge by dx pixels with the mouse. */
  async dragResizeHandle(dx: number) {
    const box = await this.resizeHandle.boundingBox();
    if (!box) throw new Error('resize handle is not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y, { steps: 5 });
    await this.page.mouse.move(x + dx, y, { steps: 5 });
    await this.page.mouse.up();
  }

  /** A horizontal touch swipe across the page, dispatched as real TouchEvents. */
  async swipe(fromX: number, toX: number, y = 300) {
    await this.page.evaluate(
      ({ fromX, toX, y }) => {
        const target = document.elementFromPoint(fromX, y) ?? document.body;
        const touch = (x: number) =>
          new Touch({ identifier: 1, target, clientX: x, clientY: y, pageX: x, pageY: y });
        const fire = (type: string, x: number) =>
          target.dispatchEvent(
            new TouchEvent(type, {
              bubbles: true,
              cancelable: true,
              touches: type === 'touchend' ? [] : [touch(x)],
              targetTouches: type === 'touchend' ? [] : [touch(x)],
              changedTouches: [touch(x)],
            }),
          );
        fire('touchstart', fromX);
        const steps = 6;
        for (let i = 1; i <= steps; i++) fire('touchmove', fromX + ((toX - fromX) * i) / steps);
        fire('touchend', toX);
      },
      { fromX, toX, y },
    );
  }
}

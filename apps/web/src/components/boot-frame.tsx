import { portalOfPath } from '@sirkula/domain/auth/portals';

const BARS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The static frame of index.html (styled there), drawn again while a layout's code is on its way,
 * so the page keeps its header and menu outline instead of turning blank.
 */
export function BootFrame({ pathname }: { pathname: string }) {
  return (
    <div className="boot-frame" data-frame={portalOfPath(pathname) ? 'portal' : 'public'} aria-hidden>
      <div className="boot-header-line">
        <div className="boot-header">
          <img src="/logo.svg" alt="" width={30} height={30} />
          Sirkula
        </div>
      </div>
      <div className="boot-nav">
        {BARS.map((bar) => (
          <span key={bar} />
        ))}
      </div>
    </div>
  );
}

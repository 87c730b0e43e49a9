extension HTMLPicker {
  /// The picker's style sheet: every colour and size a custom property, set under
  /// `:where(.almanac)` so that any rule of the page overrides it (on the element or a parent);
  /// colours as `light-dark()` pairs that follow the page's `color-scheme` (set `color-scheme:
  /// light` or `dark` on the component to fix one); system colours under `forced-colors`; no
  /// transitions under `prefers-reduced-motion`. Colours meet WCAG AA contrast on their
  /// backgrounds, and a range's band, the hover and the tentative band carry a line in the
  /// selection colour, so they stand out 3:1 from the background (WCAG 1.4.11).
  ///
  /// Layout is fluid: a month is at most seven `--almanac-cell`s wide and shrinks with its
  /// container (fixed table layout, square cells), so a page at 320 px does not scroll
  /// sideways; in a narrow month the weekday headers show CLDR's narrow names. Set
  /// `--almanac-cell: 44px` for 44 px touch targets. The grid takes horizontal touch moves
  /// itself (`touch-action: pan-y pinch-zoom`), so a swipe pages the months and never
  /// navigates the browser back.
  ///
  /// The classes map the engine's ``/Almanac/DayAppearance``: `fg-ROLE` (``/Almanac/ColorRole``),
  /// `fill-selection`, `ring-today`, `band-full` / `band-trailing-half` / `band-leading-half`
  /// (``/Almanac/RangeBand``, mirrored in right-to-left pages), `is-emphasized`; the cell shape
  /// is `almanac-round`, `almanac-square` or `almanac-bevel` on the root.
  public static let styleSheet = """
    :where(.almanac){--almanac-bg:light-dark(#fff,#1e1f20);--almanac-text:light-dark(#1f1f1f,#e3e3e3);\
    --almanac-adjacent-text:light-dark(#5e5e5e,#a8a8a8);--almanac-weekend-text:light-dark(#9b1c1c,#f2b8b5);\
    --almanac-today:light-dark(#0b57d0,#a8c7fa);--almanac-selection:light-dark(#0b57d0,#a8c7fa);\
    --almanac-selection-text:light-dark(#fff,#062e6f);--almanac-selection-band:light-dark(#d3e3fd,#0842a0);\
    --almanac-unavailable-text:light-dark(#5e5e5e,#a8a8a8);--almanac-event-dot:light-dark(#00677a,#7fd3e6);\
    --almanac-error:light-dark(#b3261e,#ffb4ab);--almanac-focus-ring:light-dark(#1f1f1f,#e3e3e3);\
    --almanac-border:light-dark(#c4c7c5,#444746);--almanac-cell:2.5rem;--almanac-gap:1.5rem;\
    --almanac-radius:50%;--almanac-font:system-ui,sans-serif;--almanac-transition:120ms ease-out}
    :where(.almanac-square){--almanac-radius:0}
    :where(.almanac-bevel){--almanac-radius:.5rem}
    .almanac{display:inline-block;max-width:100%;box-sizing:border-box;padding:.75rem;\
    border:1px solid var(--almanac-border);border-radius:.75rem;color:var(--almanac-text);\
    background:var(--almanac-bg);font-family:var(--almanac-font);font-size:1rem;line-height:1.25}
    .almanac *{box-sizing:border-box}
    .almanac-vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;\
    overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
    .almanac-header{display:flex;align-items:center;gap:.5rem;margin-bottom:.5rem}
    .almanac-jump{display:flex;flex-wrap:wrap;gap:.25rem;flex:1;min-width:0;justify-content:center}
    .almanac-js .almanac-go{display:none}
    .almanac button,.almanac select{font:inherit;color:inherit}
    .almanac select,.almanac-go{min-width:0;max-width:100%;background:var(--almanac-bg);\
    border:1px solid var(--almanac-border);border-radius:.375rem;padding:.25rem .375rem}
    .almanac-prev,.almanac-next{flex:none;width:var(--almanac-cell);height:var(--almanac-cell);\
    border:0;border-radius:50%;background:transparent;font-size:1.5rem;cursor:pointer}
    .almanac-prev:disabled,.almanac-next:disabled{opacity:.4;cursor:default}
    .almanac-months{display:flex;flex-wrap:wrap;gap:var(--almanac-gap);touch-action:pan-y pinch-zoom}
    .almanac-month{flex:0 1 auto;width:calc(7 * var(--almanac-cell));max-width:100%;\
    container-type:inline-size}
    .almanac-with-weeks{width:calc(8 * var(--almanac-cell))}
    .almanac-title{margin:.25rem 0 .5rem;font-size:1.05rem;text-align:center;font-weight:600}
    .almanac-grid{table-layout:fixed;width:100%;border-collapse:collapse}
    .almanac-grid th{height:2rem;padding:0;font-size:.8rem;font-weight:600;overflow:hidden;\
    white-space:nowrap}
    .almanac-narrow{display:none}
    @container (width < 15rem){.almanac-short{display:none}.almanac-narrow{display:inline}}
    .almanac-grid th.almanac-week,.almanac-grid th[scope=row]{color:var(--almanac-adjacent-text);\
    font-weight:400}
    .almanac-grid td{padding:1px 0;text-align:center}
    .almanac td.band-full{background:var(--almanac-selection-band)}
    .almanac td.band-trailing-half{background:linear-gradient(to right,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac td.band-leading-half{background:linear-gradient(to left,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac[dir=rtl] td.band-trailing-half{background:linear-gradient(to left,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac[dir=rtl] td.band-leading-half{background:linear-gradient(to right,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac td.band-full{box-shadow:inset 0 2px var(--almanac-selection),\
    inset 0 -2px var(--almanac-selection)}
    .almanac td.band-full .almanac-day:not(.fill-selection){color:var(--almanac-text)}
    .almanac-day,.almanac-weekday{position:relative;display:inline-flex;flex-direction:column;\
    align-items:center;justify-content:center;width:100%;max-width:var(--almanac-cell);\
    aspect-ratio:1;min-height:1.75rem;padding:0;border:2px solid transparent;\
    border-radius:var(--almanac-radius);background:transparent;cursor:pointer;\
    font-variant-numeric:tabular-nums;transition:background-color var(--almanac-transition);\
    vertical-align:middle}
    .almanac-weekday{width:var(--almanac-cell)}
    .almanac-day:hover:not([aria-disabled=true]):not(.fill-selection){\
    background:var(--almanac-selection-band);border-color:var(--almanac-selection)}
    .almanac td.almanac-tentative{box-shadow:inset 0 2px var(--almanac-selection),\
    inset 0 -2px var(--almanac-selection)}
    .almanac .almanac-refused{color:var(--almanac-adjacent-text);text-decoration:line-through}
    .almanac-day:focus-visible,.almanac-weekday:focus-visible,.almanac-prev:focus-visible,\
    .almanac-next:focus-visible{outline:3px solid var(--almanac-focus-ring);outline-offset:1px}
    .almanac .fg-text{color:var(--almanac-text)}
    .almanac .fg-adjacent-text{color:var(--almanac-adjacent-text)}
    .almanac .fg-weekend-text{color:var(--almanac-weekend-text)}
    .almanac .fg-today{color:var(--almanac-today)}
    .almanac .fg-unavailable-text{color:var(--almanac-unavailable-text);text-decoration:line-through}
    .almanac .fg-selection-text{color:var(--almanac-selection-text)}
    .almanac .fill-selection,.almanac .fill-selection:hover{background:var(--almanac-selection);\
    color:var(--almanac-selection-text)}
    .almanac .ring-today{border-color:var(--almanac-today)}
    .almanac .is-emphasized{font-weight:600}
    .almanac-extra{font-size:.6rem;line-height:1;max-width:100%;overflow:hidden;\
    text-overflow:ellipsis;white-space:nowrap}
    .almanac-dots{position:absolute;left:0;right:0;bottom:2px;display:flex;justify-content:center;\
    gap:2px;font-size:.55rem;line-height:1}
    .almanac-dots span{width:4px;height:4px;border-radius:50%;background:var(--almanac-event-dot)}
    .almanac .fill-selection .almanac-dots span{background:var(--almanac-selection-text)}
    .almanac-weekday-row{display:flex;flex-wrap:wrap;gap:.25rem}
    .almanac-weekday{border-color:var(--almanac-border)}
    .almanac-summary{margin:.5rem 0 0;font-weight:600}
    .almanac-status{margin:.25rem 0 0;min-height:1.25em}
    .almanac-status.almanac-rejected{color:var(--almanac-error);font-weight:600}
    .almanac-status.almanac-rejected:not(:empty)::before{content:"⚠\\fe0e  " / ""}
    .almanac-events{margin-top:.5rem;border-top:1px solid var(--almanac-border);padding-top:.5rem}
    .almanac-events h3,.almanac-events h4,.almanac-events h5,.almanac-events h6{margin:0 0 .25rem;\
    font-size:.9rem}
    .almanac-events ul{margin:0;padding-inline-start:1.25rem}
    .almanac-events p{margin:0}
    .almanac-dot{display:inline-block;width:.5rem;height:.5rem;margin-inline-end:.25rem}
    @media (forced-colors:active){.almanac{border-color:CanvasText}\
    .almanac .fill-selection{forced-color-adjust:none;background:Highlight;color:HighlightText}\
    .almanac td.band-full,.almanac td.band-trailing-half,.almanac td.band-leading-half{\
    forced-color-adjust:none;background:Canvas;box-shadow:none}\
    .almanac td.band-full .almanac-day{border:2px dashed Highlight}\
    .almanac td[class*=band-] .almanac-day:not(.fill-selection){color:CanvasText}\
    .almanac-day:hover:not([aria-disabled=true]){border-color:Highlight}\
    .almanac [aria-disabled=true]{color:GrayText}\
    .almanac td.almanac-tentative{box-shadow:inset 0 2px Highlight,inset 0 -2px Highlight}\
    .almanac .ring-today{border-color:CanvasText}\
    .almanac-dots span{background:CanvasText}}
    @media (prefers-reduced-motion:reduce){.almanac *{transition:none!important}}
    """
}

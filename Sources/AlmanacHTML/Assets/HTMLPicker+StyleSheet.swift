extension HTMLPicker {
  /// The picker's style sheet: every colour and size a custom property on `.almanac`
  /// (override them on the element or a parent), light and dark through
  /// `prefers-color-scheme`, system colours under `forced-colors`, no transitions under
  /// `prefers-reduced-motion`. Colours meet WCAG AA contrast on their backgrounds.
  ///
  /// The classes map the engine's ``/Almanac/DayAppearance``: `fg-ROLE` (``/Almanac/ColorRole``),
  /// `fill-selection`, `ring-today`, `band-full` / `band-trailing-half` / `band-leading-half`
  /// (``/Almanac/RangeBand``, mirrored in right-to-left pages), `is-emphasized`.
  public static let styleSheet = """
    .almanac{--almanac-bg:#fff;--almanac-text:#1f1f1f;--almanac-adjacent-text:#5e5e5e;\
    --almanac-weekend-text:#9b1c1c;--almanac-today:#0b57d0;--almanac-selection:#0b57d0;\
    --almanac-selection-text:#fff;--almanac-selection-band:#d3e3fd;\
    --almanac-unavailable-text:#5e5e5e;--almanac-event-dot:#b3261e;--almanac-focus-ring:#1f1f1f;\
    --almanac-border:#c4c7c5;--almanac-cell:2.5rem;--almanac-gap:1.5rem;\
    --almanac-font:system-ui,sans-serif;--almanac-transition:120ms ease-out;\
    display:inline-block;box-sizing:border-box;padding:.75rem;border:1px solid var(--almanac-border);\
    border-radius:.75rem;color:var(--almanac-text);background:var(--almanac-bg);\
    font-family:var(--almanac-font);font-size:1rem;line-height:1.25}
    @media (prefers-color-scheme:dark){.almanac{--almanac-bg:#1e1f20;--almanac-text:#e3e3e3;\
    --almanac-adjacent-text:#a8a8a8;--almanac-weekend-text:#f2b8b5;--almanac-today:#a8c7fa;\
    --almanac-selection:#a8c7fa;--almanac-selection-text:#062e6f;--almanac-selection-band:#0842a0;\
    --almanac-unavailable-text:#a8a8a8;--almanac-event-dot:#f2b8b5;--almanac-focus-ring:#e3e3e3;\
    --almanac-border:#444746}}
    .almanac *{box-sizing:border-box}
    .almanac-vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;\
    overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
    .almanac-header{display:flex;align-items:center;gap:.5rem;margin-bottom:.5rem}
    .almanac-jump{display:flex;gap:.25rem;flex:1;justify-content:center}
    .almanac-js .almanac-go{display:none}
    .almanac button,.almanac select{font:inherit;color:inherit}
    .almanac select,.almanac-go{background:var(--almanac-bg);border:1px solid var(--almanac-border);\
    border-radius:.375rem;padding:.25rem .375rem}
    .almanac-prev,.almanac-next{width:var(--almanac-cell);height:var(--almanac-cell);border:0;\
    border-radius:50%;background:transparent;font-size:1.5rem;cursor:pointer}
    .almanac-prev:disabled,.almanac-next:disabled{opacity:.4;cursor:default}
    .almanac-months{display:flex;flex-wrap:wrap;gap:var(--almanac-gap)}
    .almanac-title{margin:.25rem 0 .5rem;font-size:1.05rem;text-align:center;font-weight:600}
    .almanac-grid{border-collapse:collapse}
    .almanac-grid th{width:var(--almanac-cell);height:2rem;font-size:.8rem;font-weight:600}
    .almanac-grid th.almanac-week,.almanac-grid th[scope=row]{color:var(--almanac-adjacent-text);\
    font-weight:400}
    .almanac-grid td{padding:1px 0;width:var(--almanac-cell);height:var(--almanac-cell);\
    text-align:center}
    .almanac td.band-full{background:var(--almanac-selection-band)}
    .almanac td.band-trailing-half{background:linear-gradient(to right,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac td.band-leading-half{background:linear-gradient(to left,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac[dir=rtl] td.band-trailing-half{background:linear-gradient(to left,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac[dir=rtl] td.band-leading-half{background:linear-gradient(to right,transparent 50%,\
    var(--almanac-selection-band) 50%)}
    .almanac-day,.almanac-weekday{position:relative;width:var(--almanac-cell);\
    height:var(--almanac-cell);padding:0;border:2px solid transparent;\
    border-radius:var(--almanac-radius,50%);background:transparent;cursor:pointer;\
    font-variant-numeric:tabular-nums;transition:background-color var(--almanac-transition)}
    .almanac-day:hover:not([aria-disabled=true]){background:var(--almanac-selection-band)}
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
    .almanac-dots{position:absolute;left:0;right:0;bottom:2px;display:flex;justify-content:center;\
    gap:2px;font-size:.55rem;line-height:1}
    .almanac-dots span{width:4px;height:4px;border-radius:50%;background:var(--almanac-event-dot)}
    .almanac .fill-selection .almanac-dots span{background:var(--almanac-selection-text)}
    .almanac-weekday-row{display:flex;gap:.25rem}
    .almanac-weekday{border-color:var(--almanac-border)}
    .almanac-summary{margin:.5rem 0 0;font-weight:600}
    .almanac-status{margin:.25rem 0 0;min-height:1.25em}
    .almanac-status.almanac-rejected{color:var(--almanac-weekend-text)}
    .almanac-events{margin-top:.5rem;border-top:1px solid var(--almanac-border);padding-top:.5rem}
    .almanac-events h3,.almanac-events h4,.almanac-events h5,.almanac-events h6{margin:0 0 .25rem;\
    font-size:.9rem}
    .almanac-events ul{margin:0;padding-inline-start:1.25rem}
    .almanac-events p{margin:0}
    .almanac-dot{display:inline-block;width:.5rem;height:.5rem;border-radius:50%;\
    margin-inline-end:.25rem}
    @media (forced-colors:active){.almanac{border-color:CanvasText}\
    .almanac .fill-selection{forced-color-adjust:none;background:Highlight;color:HighlightText}\
    .almanac td.band-full,.almanac td.band-trailing-half,.almanac td.band-leading-half{\
    forced-color-adjust:none;background:Canvas}\
    .almanac td.band-full .almanac-day{border:2px dashed Highlight}\
    .almanac [aria-disabled=true]{color:GrayText}\
    .almanac td.almanac-tentative{box-shadow:inset 0 2px Highlight,inset 0 -2px Highlight}\
    .almanac .ring-today{border-color:CanvasText}\
    .almanac-dots span{background:CanvasText}}
    @media (prefers-reduced-motion:reduce){.almanac *{transition:none!important}}
    """
}

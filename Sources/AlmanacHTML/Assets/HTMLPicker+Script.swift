// Longer than 500 lines: the page's one script is one string, so that a page carries it (and a
// CSP hashes it) whole; the rules of every mode and the summary line's composition are in it
// because a static page picks and says what it picked.
extension HTMLPicker {
  /// The picker's script: vanilla JavaScript, no build step, one copy per page for every
  /// picker on it.
  ///
  /// It does no date math: the server writes each day's facts into the markup (its ISO date
  /// and serial, whether it can be picked and why not, whether a stay may start or end on it,
  /// the words of each refusal, and in `data-keys` where each key moves the focus), and the
  /// script applies the mode's rules to them in the page. A click, Space or Enter on a day,
  /// a weekday toggle, and keys whose target is on the page change the page at once, with no
  /// server, so a page opened as a file picks. After a pending arrival the days that cannot be
  /// its departure are marked (`aria-disabled`, `almanac-refused`, the reason in the label), a
  /// tentative band follows the pointer and the focus, and the summary line is the engine's
  /// text for the new state, filled from the templates the server wrote (`data-summary`).
  ///
  /// Where there is a server (``action`` or the page's own URL), every change is followed by
  /// one request with the whole state, whose answer (the engine's labels, summary and
  /// announcement) replaces the component unless the person has acted since; keys whose
  /// target is off the page, the month buttons, the lists and swipes are sent with
  /// `NAME.part=fragment` and hold the actions after them in a queue until the answer is on
  /// the page, so none is lost (`aria-busy` meanwhile). A refusal (4xx) is shown in the status
  /// and the page stays. Enter activates the day like Space and never submits the form.
  /// Escape fires `almanac-cancel` and closes an enclosing `<dialog>` or `<details>`.
  public static let script = #"""
    (() => {
      "use strict";
      const KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
        "PageUp", "PageDown", "Shift+PageUp", "Shift+PageDown"];
      const WEEKDAY_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
      const CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
      const BANDS = ["band-full", "band-trailing-half", "band-leading-half"];
      const pickers = new Map();
      const cellOf = (el) => el && el.closest && el.closest("[data-day],[data-weekday]");
      const valueOf = (cell) => cell.dataset.day || cell.dataset.weekday;
      const live = (name) => document.querySelector(`[data-almanac="${name}"]`);
      const field = (root, key) =>
        root.querySelector(`input[name="${root.dataset.almanac}.${key}"]`);
      const cellFor = (root, value) =>
        root.querySelector(`[data-day="${value}"],[data-weekday="${value}"]`);
      const focusedCell = (root) =>
        root.querySelector("[data-day][data-focused],[data-weekday][data-focused]");
      // Trusted Types: the server's fragments go through one policy, named "almanac".
      let policy = null;
      const trusted = (html) => {
        if (!window.trustedTypes) return html;
        policy = policy || trustedTypes.createPolicy("almanac", { createHTML: (text) => text });
        return policy.createHTML(html);
      };
      const control = (name) => {
        if (!pickers.has(name)) {
          pickers.set(name, { queue: [], busy: false, syncing: false, offline: false,
            gen: 0, synced: 0, before: null, last: null, spoken: 0 });
        }
        return pickers.get(name);
      };

      function init(root) {
        if (root.dataset.ready) return;
        root.dataset.ready = "1";
        root.classList.add("almanac-js");
        const cells = root.querySelectorAll("[data-day],[data-weekday]");
        const first = root.querySelector("[data-focused]") || cells[0];
        if (first) first.dataset.focused = "true";
        // One tab stop per grid (each month): the focused day, else the grid's selected or
        // first available day; the weekday row has one.
        for (const cell of cells) cell.tabIndex = -1;
        for (const grid of root.querySelectorAll(".almanac-grid,.almanac-weekday-row")) {
          const stop = (first && grid.contains(first) && first) ||
            grid.querySelector('td[aria-selected="true"] [data-day]') ||
            grid.querySelector("[data-day]:not([aria-disabled])") ||
            grid.querySelector("[data-day],[data-weekday]");
          if (stop) stop.tabIndex = 0;
        }
        root.dataset.at = first ? valueOf(first) : "";
        for (const button of root.querySelectorAll("[data-day]")) nameOf(root, button);
        const name = root.dataset.almanac;
        const run = (action) => enqueue(name, action);
        root.addEventListener("click", (event) => {
          const button = event.target.closest("button[name]");
          if (!button) return;
          const kind = button.name.slice(name.length + 1);
          if (kind === "pick" || kind === "toggle") {
            event.preventDefault();
            run({ pick: button.value });
          } else if (kind === "scroll") {
            event.preventDefault();
            if (!button.disabled) run({ remote: [[button.name, button.value]] });
          }
        });
        root.addEventListener("change", (event) => {
          if (event.target.tagName === "SELECT") {
            run({ remote: [[event.target.name, event.target.value]] });
          }
        });
        root.addEventListener("keydown", (event) => key(root, event, run));
        root.addEventListener("focusin", (event) => {
          const cell = cellOf(event.target);
          if (!cell) return;
          rove(root, cell, false);
          tentative(root, cell);
        });
        root.addEventListener("mouseover", (event) => {
          const cell = cellOf(event.target);
          if (cell && cell.dataset.day) tentative(root, cell);
        });
        root.addEventListener("mouseleave", () => tentative(root, null));
        let start = null;
        root.addEventListener("touchstart", (event) => {
          const touch = event.changedTouches[0];
          start = [touch.clientX, touch.clientY];
        }, { passive: true });
        root.addEventListener("touchend", (event) => {
          if (!start) return;
          const touch = event.changedTouches[0];
          const dx = touch.clientX - start[0], dy = touch.clientY - start[1];
          start = null;
          if (Math.abs(dx) < 40 || Math.abs(dx) < 2 * Math.abs(dy)) return;
          const step = dx < 0 ? root.dataset.swipeLeft : root.dataset.swipeRight;
          if (step) run({ remote: [[name + ".scroll", step]] });
        });
        mark(root, read(root));
      }

      function rove(root, cell, focus) {
        const grid = cell.closest(".almanac-grid,.almanac-weekday-row");
        for (const other of grid.querySelectorAll("[data-day],[data-weekday]")) {
          other.tabIndex = other === cell ? 0 : -1;
        }
        for (const other of root.querySelectorAll("[data-focused]")) {
          if (other !== cell) delete other.dataset.focused;
        }
        cell.dataset.focused = "true";
        const moved = root.dataset.at !== valueOf(cell);
        root.dataset.at = valueOf(cell);
        const input = field(root, "focus");
        if (input) input.value = valueOf(cell);
        // A move made here is no month move of the engine's: it aims for no other day.
        const intended = field(root, "intended");
        if (intended) intended.remove();
        const lists = root.querySelectorAll("[data-events-for]");
        let shown = false;
        for (const list of lists) {
          list.hidden = list.dataset.eventsFor !== cell.dataset.day;
          shown = shown || !list.hidden;
        }
        for (const list of lists) if (list.dataset.eventsFor === "") list.hidden = shown;
        // The status speaks of the day under the focus: a new day's reason, or nothing.
        const reason = cell.dataset.refused || cell.dataset.reason;
        if (reason) say(root, reason, false);
        else if (moved) say(root, "", false);
        if (focus) cell.focus();
      }

      function say(root, text, rejected, language) {
        const status = root.querySelector(".almanac-status");
        if (!status) return;
        if (language) {
          const span = document.createElement("span");
          span.lang = language;
          span.textContent = text;
          status.replaceChildren(span);
        } else status.textContent = text;
        status.classList.toggle("almanac-rejected", !!rejected);
      }

      function key(root, event, run) {
        const cell = cellOf(event.target);
        if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === " " || event.key === "Enter") {
          event.preventDefault();
          if (!event.repeat) run({ pick: valueOf(cell) });
          return;
        }
        if (event.key === "Escape") {
          const cancel = new CustomEvent("almanac-cancel", { bubbles: true, cancelable: true });
          if (!root.dispatchEvent(cancel)) return;
          const dialog = root.closest("dialog"), details = root.closest("details");
          if (dialog) dialog.close();
          else if (details) {
            details.open = false;
            const summary = details.querySelector("summary");
            if (summary) summary.focus();
          }
          return;
        }
        let pressed = "t";
        if (event.key !== "t" || event.shiftKey) {
          const keys = cell.dataset.weekday ? WEEKDAY_KEYS : KEYS;
          pressed = (event.shiftKey && event.key.startsWith("Page") ? "Shift+" : "") + event.key;
          if (!keys.includes(pressed)) return;
        }
        event.preventDefault();
        run({ key: pressed });
      }

      // The queue: every action runs in order; one that needs the server holds the rest until
      // its answer is on the page.
      function enqueue(name, action) {
        control(name).queue.push(action);
        pump(name);
      }

      function pump(name) {
        const c = control(name);
        while (!c.busy && c.queue.length) {
          const root = live(name);
          if (!root) return;
          const action = c.queue.shift();
          if (action.pick !== undefined) pick(root, action.pick);
          else if (action.key) move(root, action.key);
          else remote(name, action.remote);
        }
        if (!c.busy) sync(name);
      }

      function move(root, pressed) {
        const cell = focusedCell(root);
        if (!cell) return;
        const keys = cell.dataset.weekday ? WEEKDAY_KEYS : KEYS;
        const target = pressed === "t" ? root.dataset.today :
          cell.dataset.keys.split(" ")[keys.indexOf(pressed)];
        const next = target && target !== valueOf(cell) && cellFor(root, target);
        if (next) rove(root, next, true);
        else remote(root.dataset.almanac, [[root.dataset.almanac + ".key", pressed]]);
      }

      // The state in the hidden fields, and the rules that the server wrote beside it.
      function read(root) {
        const name = root.dataset.almanac;
        const values = [...root.querySelectorAll(`input[type=hidden][name="${name}"]`)]
          .map((input) => input.value);
        const start = field(root, "start");
        return { values, start: start ? start.value : null,
          startSerial: root.dataset.startSerial ? Number(root.dataset.startSerial) : null };
      }

      function write(root, state) {
        const name = root.dataset.almanac;
        for (const input of root.querySelectorAll(
          `input[type=hidden][name="${name}"],input[name="${name}.start"]`)) input.remove();
        const anchor = root.querySelector("input[type=hidden]") || root.firstChild;
        const add = (key, value) => {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = key;
          input.value = value;
          root.insertBefore(input, anchor);
        };
        for (const value of state.values) add(name, value);
        if (state.start) {
          add(name + ".start", state.start);
          root.dataset.startSerial = String(state.startSerial);
        } else delete root.dataset.startSerial;
        root.dataset.complete = String(state.values.length > 0);
      }

      const serialOf = (root, state, value) => {
        const cell = cellFor(root, value);
        if (cell) return Number(cell.dataset.serial);
        return value === state.start ? state.startSerial : null;
      };

      function arrivalRefusal(cell) {
        if (cell.dataset.unavailable) return cell.dataset.reason || "";
        if (cell.dataset.noArrive) return cell.dataset.noArrive;
        return null;
      }

      // The engine's range rules (Availability.rejection(forRange:)), on the facts of the page.
      function rangeRefusal(root, state, low, high) {
        const lowCell = cellFor(root, low), highCell = cellFor(root, high);
        if (lowCell) {
          const arrival = arrivalRefusal(lowCell);
          if (arrival !== null) return arrival;
        }
        const from = serialOf(root, state, low), to = serialOf(root, state, high);
        const nights = from === null || to === null ? null : to - from;
        const crossing = root.dataset.crossing;
        if (highCell) {
          const booked = highCell.dataset.unavailable &&
            (crossing !== "check-out-day-only" || highCell.dataset.outside || nights === 0);
          if (nights !== 0 && booked) return highCell.dataset.reason || "";
          if (highCell.dataset.noDepart) return highCell.dataset.noDepart;
        }
        if (nights !== null) {
          if (root.dataset.minNights && nights < Number(root.dataset.minNights)) {
            return root.dataset.msgMinNights;
          }
          if (root.dataset.maxNights && nights > Number(root.dataset.maxNights)) {
            return root.dataset.msgMaxNights;
          }
        }
        if (crossing !== "allowed") {
          for (const cell of root.querySelectorAll("[data-day][data-unavailable]")) {
            const day = cell.dataset.day;
            if (day > low && day < high) return cell.dataset.cross || "";
          }
        }
        return null;
      }

      const isMember = (cell, range) => {
        const day = cell.dataset.day;
        return day >= range[0] && day <= range[1] &&
          (day === range[0] || day === range[1] || !cell.dataset.unavailable);
      };

      // What a tap does in each mode (DaySelection.tap), or the reason it is refused.
      function decide(root, state, cell) {
        const mode = root.dataset.mode, value = cell.dataset.day;
        const deselect = root.dataset.deselect === "true";
        const refused = (reason) => ({ refused: reason || "" });
        const unavailable = cell.dataset.unavailable ? cell.dataset.reason || "" : null;
        const values = state.values;
        if (mode === "single") {
          if (values[values.length - 1] === value) {
            return deselect ? { values: [] } : refused(root.dataset.msgDeselect);
          }
          return unavailable !== null ? refused(unavailable) : { values: [value] };
        }
        if (mode === "multiple") {
          if (values.includes(value)) {
            return deselect ? { values: values.filter((v) => v !== value) } :
              refused(root.dataset.msgDeselect);
          }
          if (unavailable !== null) return refused(unavailable);
          if (root.dataset.maxCount && values.length >= Number(root.dataset.maxCount)) {
            return refused(root.dataset.msgMaxCount);
          }
          return { values: [...values, value] };
        }
        const ranges = values.map((v) => v.split("/"));
        const serial = Number(cell.dataset.serial);
        const complete = (low, high) => {
          const reason = rangeRefusal(root, state, low, high);
          return reason !== null ? refused(reason) : null;
        };
        if (mode === "ranges") {
          if (state.start) {
            const low = value < state.start ? value : state.start;
            const high = value < state.start ? state.start : value;
            const no = complete(low, high);
            if (no) return no;
            let merged = [low, high];
            const kept = [];
            for (const range of ranges) {
              const touches = (a, b) => {
                const end = serialOf(root, state, a), next = serialOf(root, state, b);
                return end !== null && next !== null && next === end + 1;
              };
              if ((range[0] <= merged[1] && merged[0] <= range[1]) || touches(range[1], merged[0]) ||
                touches(merged[1], range[0])) {
                merged = [range[0] < merged[0] ? range[0] : merged[0],
                  range[1] > merged[1] ? range[1] : merged[1]];
              } else kept.push(range);
            }
            kept.push(merged);
            kept.sort((a, b) => (a[0] < b[0] ? -1 : 1));
            return { values: kept.map((r) => r.join("/")) };
          }
          const hit = ranges.find((range) => isMember(cell, range));
          if (hit) {
            return deselect ? { values: values.filter((v) => v !== hit.join("/")) } :
              refused(root.dataset.msgDeselect);
          }
          if (unavailable !== null) return refused(unavailable);
          return { values, start: value, startSerial: serial };
        }
        const behavior = mode.slice("range-".length);
        const begin = () => {
          const reason = behavior === "forward" ? arrivalRefusal(cell) : unavailable;
          return reason !== null ? refused(reason) : { values: [], start: value, startSerial: serial };
        };
        if (ranges.length) {
          if (isMember(cell, ranges[0]) && behavior === "either-order") {
            return deselect ? { values: [] } : refused(root.dataset.msgDeselect);
          }
          return begin();
        }
        if (!state.start) return begin();
        if (value === state.start && behavior === "either-order") {
          return deselect ? { values: [] } : refused(root.dataset.msgDeselect);
        }
        if (behavior === "forward" && value < state.start) return begin();
        const low = value < state.start ? value : state.start;
        const high = value < state.start ? state.start : value;
        return complete(low, high) || { values: [low + "/" + high] };
      }

      function pick(root, value) {
        const c = control(root.dataset.almanac);
        const cell = cellFor(root, value);
        if (!cell) return;
        const before = stateQuery(root);
        if (root.dataset.mode === "weekdays") {
          const pressed = cell.getAttribute("aria-pressed") !== "true";
          const codes = read(root).values.join(",").split(",").filter((v) => v);
          if (!pressed && root.dataset.deselect !== "true") return;
          cell.setAttribute("aria-pressed", String(pressed));
          cell.classList.toggle("fill-selection", pressed);
          const chosen = CODES.filter((code) => code === value ? pressed : codes.includes(code));
          write(root, { values: chosen.length ? [chosen.join(",")] : [] });
        } else {
          const state = read(root);
          const next = decide(root, state, cell);
          if (next.refused !== undefined) {
            say(root, next.refused, true);
            c.spoken += 1;
            return;
          }
          write(root, next);
          paint(root, next);
          mark(root, next);
          tentative(root, cell);
          say(root, "", false);
        }
        // The summary the engine writes for the new state, from the pieces the server wrote;
        // empty where they do not cover it, until the server answers.
        const summary = root.querySelector(".almanac-summary");
        if (summary) summary.textContent = summarize(root, read(root)) ?? "";
        c.before = before;
        c.last = value;
        c.gen += 1;
      }

      // The summary line as the engine writes it (MonthCalendarModel.summary), from the pieces
      // in data-summary: the words' templates (w), the counted forms (c), and the day and range
      // texts as templates per run of days (s, o, p) with the day numerals (n) in them; null
      // where they do not cover the state.
      const fill = (template, values) => template.replace(/\{([^}]*)\}/g,
        (whole, key) => (Object.hasOwn(values, key) ? values[key] : whole));
      function summarize(root, state) {
        let data;
        try {
          data = JSON.parse(root.dataset.summary || "{}");
        } catch (error) {
          return null;
        }
        const words = data.w || {}, values = state.values;
        if (root.dataset.mode === "weekdays") {
          const codes = values.join(",").split(",");
          const mask = CODES.reduce((bits, code, i) => (codes.includes(code) ? bits | (1 << i) : bits), 0);
          return (data.k || [])[mask] ?? null;
        }
        const serial = (value) => serialOf(root, state, value) ?? (data.x || {})[value] ?? null;
        const place = (at) => {
          const segments = data.s || [];
          for (let i = 0; at !== null && i < segments.length; i++) {
            const [first, last, number] = segments[i];
            const n = number + at - first;
            if (at >= first && at <= last) return { i, n: data.n ? data.n[n - 1] : String(n), number: n };
          }
          return null;
        };
        const dayText = (value) => {
          const at = place(serial(value)), template = at && data.o[at.i];
          return template && at.n ? fill(template, { a: at.n }) : null;
        };
        const rangeText = (low, high) => {
          if (low === high) return dayText(low);
          const a = place(serial(low)), b = place(serial(high));
          const pair = a && b && a.n && b.n && data.p[a.i][b.i - a.i];
          // [text, text when the ends' numbers agree] (a Chinese month and its leap month).
          const template = Array.isArray(pair) ? pair[a.number === b.number ? 1 : 0] : pair;
          return template ? fill(template, { a: a.n, b: b.n }) : null;
        };
        const counted = (count) => {
          const c = data.c, form = c ? Number(c.i[count - 1]) : NaN;
          if (!(count >= 1) || Number.isNaN(form)) return null;
          const text = String(count);
          const number = c.l[form] && c.d ? [...text].map((digit) => c.d[digit]).join("") : text;
          return fill(c.f[form], { count: number });
        };
        const days = (count, first, last) => {
          const number = counted(count);
          if (number === null || first === null || last === null || !words.daysSummary) return null;
          return count === 1 ? fill(words.daySummary, { days: number, first }) :
            fill(words.daysSummary, { days: number, first, last });
        };
        const bySerial = (a, b) => serial(a) - serial(b);
        const mode = root.dataset.mode;
        if (mode === "single") {
          return values.length ? dayText(values[values.length - 1]) : words.pickADay ?? null;
        }
        if (mode === "multiple") {
          if (!values.length) return words.pickDays ?? null;
          if (values.some((value) => serial(value) === null)) return null;
          const sorted = [...values].sort(bySerial);
          return days(values.length, dayText(sorted[0]), dayText(sorted[sorted.length - 1]));
        }
        const ranges = values.map((value) => value.split("/"));
        if (ranges.some(([low, high]) => serial(low) === null || serial(high) === null)) return null;
        ranges.sort((a, b) => bySerial(a[0], b[0]));
        if (mode === "ranges") {
          if (!ranges.length) return words.pickDays ?? null;
          const total = ranges.reduce((sum, [low, high]) => sum + serial(high) - serial(low) + 1, 0);
          return days(total, dayText(ranges[0][0]), dayText(ranges[ranges.length - 1][1]));
        }
        if (ranges.length) {
          const [low, high] = ranges[0], nights = serial(high) - serial(low);
          const text = rangeText(low, high);
          const phrase = nights > 0 ? counted(nights) : words.pickLaterDeparture;
          if (text === null || phrase == null || !words.rangeAndPhrase) return null;
          return fill(words.rangeAndPhrase, { range: text, phrase });
        }
        if (state.start) {
          const text = dayText(state.start);
          if (text === null || !words.pendingRange || !words.pickDeparture) return null;
          return fill(words.pendingRange, { start: text, phrase: words.pickDeparture });
        }
        return words.pickArrival ?? null;
      }

      // The selection's look: aria-selected, the band and the filled ends, as the server
      // writes them.
      function paint(root, state) {
        const ranges = state.values.map((v) => v.split("/"));
        const isRange = root.dataset.mode.startsWith("range");
        for (const button of root.querySelectorAll("[data-day]")) {
          const day = button.dataset.day, cell = button.parentElement;
          let selected = false, end = false, band = "", role = "";
          if (isRange) {
            for (const range of ranges) {
              if (!isMember(button, range)) continue;
              selected = true;
              end = day === range[0] || day === range[1];
              role = range[0] === range[1] ? "single" : day === range[0] ? "start" :
                day === range[1] ? "end" : "middle";
              if (range[0] !== range[1]) {
                band = day === range[0] ? "band-trailing-half" :
                  day === range[1] ? "band-leading-half" : "band-full";
              }
            }
            if (day === state.start) {
              selected = end = true;
              role = "single";
            }
          } else {
            selected = end = state.values.includes(day);
            role = selected ? "single" : "";
          }
          nameOf(root, button);
          button.dataset.role = role;
          speak(root, button);
          cell.setAttribute("aria-selected", String(selected));
          cell.classList.remove(...BANDS);
          if (band) cell.classList.add(band);
          const foreground = [...button.classList].find((n) => n.startsWith("fg-"));
          if (foreground && foreground !== "fg-selection-text") button.dataset.fg = foreground;
          if (foreground) button.classList.remove(foreground);
          button.classList.add(end ? "fg-selection-text" : button.dataset.fg || "fg-text");
          button.classList.toggle("fill-selection", end);
        }
      }

      // The days the rules refuse before they are tapped: departures after a pending arrival,
      // closed-to-arrival days while none is pending. aria-disabled, a class and the reason.
      function mark(root, state) {
        const mode = root.dataset.mode;
        for (const cell of root.querySelectorAll("[data-refused]")) {
          cell.classList.remove("almanac-refused");
          if (!cell.dataset.unavailable) cell.removeAttribute("aria-disabled");
          delete cell.dataset.refused;
          speak(root, cell);
        }
        if (!mode || !(mode.startsWith("range"))) return;
        const forward = mode === "range-forward";
        for (const cell of root.querySelectorAll("[data-day]:not([data-unavailable])")) {
          const day = cell.dataset.day;
          let reason = null;
          if (state.start) {
            if (day === state.start || (forward && day < state.start)) continue;
            const low = day < state.start ? day : state.start;
            const high = day < state.start ? state.start : day;
            reason = rangeRefusal(root, state, low, high);
          } else if (forward && cell.dataset.noArrive) reason = cell.dataset.noArrive;
          if (reason === null) continue;
          cell.dataset.refused = reason;
          cell.classList.add("almanac-refused");
          cell.setAttribute("aria-disabled", "true");
          speak(root, cell);
        }
      }

      // A day's label as the engine says it: its name (today, the date), its place in the
      // selection, what the server added (a reason, events, content) and a refusal the page
      // marked, joined with the table's separator. The name and the server's place come from
      // the server's label, read once.
      const ROLES = ["start", "middle", "end", "single"];
      const roleWord = (root, role) => role ? root.dataset["role" + role[0].toUpperCase() +
        role.slice(1)] || "" : "";
      function nameOf(root, button) {
        if (button.dataset.name !== undefined) return button.dataset.name;
        const sep = root.dataset.sep || ", ", rest = button.dataset.rest;
        let label = button.getAttribute("aria-label") || "", role = "";
        const cut = (tail) => {
          if (!tail || !label.endsWith(sep + tail)) return false;
          label = label.slice(0, label.length - sep.length - tail.length);
          return true;
        };
        cut(rest);
        for (const candidate of ROLES) if (cut(roleWord(root, candidate))) { role = candidate; break; }
        button.dataset.name = label;
        if (button.dataset.role === undefined) button.dataset.role = role;
        return label;
      }

      function speak(root, button) {
        const parts = [nameOf(root, button), roleWord(root, button.dataset.role),
          button.dataset.rest, button.dataset.refused];
        button.setAttribute("aria-label", parts.filter((part) => part).join(root.dataset.sep));
      }

      // The band a pending range would have if it ended on the day under the pointer or focus.
      function tentative(root, cell) {
        for (const td of root.querySelectorAll("td.almanac-tentative")) {
          td.classList.remove("almanac-tentative");
        }
        const state = read(root);
        if (!cell || !cell.dataset.day || !state.start || cell.dataset.refused) return;
        const day = cell.dataset.day;
        if (cell.dataset.unavailable || (root.dataset.mode === "range-forward" && day < state.start)) {
          return;
        }
        const low = day < state.start ? day : state.start;
        const high = day < state.start ? state.start : day;
        for (const button of root.querySelectorAll("[data-day]")) {
          if (isMember(button, [low, high])) button.parentElement.classList.add("almanac-tentative");
        }
      }

      function stateQuery(root) {
        const query = new URLSearchParams();
        for (const input of root.querySelectorAll("input[type=hidden]")) {
          query.append(input.name, input.value);
        }
        return query;
      }

      // Asks the server for the fragment of a query. Answers whether the page took it.
      async function ask(name, query, serverFocus) {
        const root = live(name);
        const c = control(name);
        const path = root.dataset.action || location.pathname;
        query.append(name + ".part", "fragment");
        let response, text;
        try {
          response = await fetch(path + "?" + query, { headers: { Accept: "text/html" } });
          text = await response.text();
        } catch (error) {
          c.offline = true;
          say(live(name), root.dataset.msgOffline, true);
          return false;
        }
        if (!response.ok) {
          if (response.status < 500) refusal(name, response, text);
          return false;
        }
        return swap(name, text, serverFocus) ||
          (say(live(name), root.dataset.msgOffline, true), false);
      }

      async function remote(name, pairs) {
        const c = control(name);
        const root = live(name);
        c.busy = true;
        root.setAttribute("aria-busy", "true");
        const query = stateQuery(root);
        for (const [key, value] of pairs) query.append(key, value);
        try {
          if (await ask(name, query, true)) {
            c.gen += 1;
            c.synced = c.gen;
          }
        } finally {
          c.busy = false;
          const now = live(name);
          if (now) now.removeAttribute("aria-busy");
          pump(name);
        }
      }

      // Shows the server's answer to the latest whole state, sent as the state before the last
      // tap and that tap, so the answer carries the engine's announcement; unless the person has
      // acted since. A refusal said in the page since the request keeps the status.
      async function sync(name) {
        const c = control(name);
        if (c.offline || c.syncing || c.busy || c.gen === c.synced) return;
        const root = live(name);
        const gen = c.gen;
        const query = new URLSearchParams(c.before);
        query.append(name + (root.dataset.mode === "weekdays" ? ".toggle" : ".pick"), c.last);
        const spoken = c.spoken;
        c.syncing = true;
        const active = document.activeElement;
        const focused = root.contains(active) && cellOf(active) ? valueOf(cellOf(active)) : null;
        const path = root.dataset.action || location.pathname;
        query.append(name + ".part", "fragment");
        try {
          const response = await fetch(path + "?" + query, { headers: { Accept: "text/html" } });
          const text = await response.text();
          if (c.gen === gen && !c.busy) {
            if (response.ok) swap(name, text, false, focused, c.spoken !== spoken);
            else if (response.status < 500) refusal(name, response, text);
          }
          if (c.gen === gen) c.synced = gen;
        } catch (error) {
          c.offline = true;
        } finally {
          c.syncing = false;
          if (!c.busy) sync(name);
        }
      }

      // A 4xx: its text in the status, in the language the server gives it (Content-Language).
      function refusal(name, response, text) {
        say(live(name), text.trim(), true, response.headers.get("Content-Language"));
      }

      function swap(name, html, serverFocus, focused, keepStatus) {
        const root = live(name);
        const template = document.createElement("template");
        template.innerHTML = trusted(html.trim());
        const next = template.content.firstElementChild;
        if (!next || next.dataset.almanac !== name) {
          control(name).offline = true;
          return false;
        }
        // The page keeps the focus itself; autofocus is for a page loaded without the script.
        for (const element of next.querySelectorAll("[autofocus]")) element.autofocus = false;
        const active = document.activeElement;
        const hadFocus = root.contains(active);
        const oldStatus = root.querySelector(".almanac-status");
        const newStatus = next.querySelector(".almanac-status");
        const message = newStatus && !keepStatus ? newStatus.textContent : "";
        if (oldStatus && newStatus) {
          if (!keepStatus) {
            oldStatus.className = newStatus.className;
            oldStatus.textContent = "";
          }
          newStatus.replaceWith(oldStatus);
        }
        root.replaceWith(next);
        init(next);
        if (oldStatus && message) setTimeout(() => { oldStatus.textContent = message; }, 30);
        if (!root.dataset.action && location.protocol.startsWith("http")) {
          history.replaceState(null, "", location.pathname + "?" + stateQuery(next));
        }
        if (hadFocus) {
          let target = !serverFocus && focused && cellFor(next, focused);
          if (!target && !cellOf(active) && active.classList) {
            const same = active.tagName === "SELECT" ? `[name="${active.name}"]` :
              active.className ? "." + active.classList[0] : null;
            target = same && next.querySelector(same + ":not(:disabled)");
          }
          target = target || focusedCell(next);
          if (target && cellOf(target)) rove(next, target, true);
          else if (target) target.focus();
        }
        return true;
      }

      document.querySelectorAll("[data-almanac]").forEach(init);
    })();
    """#
}

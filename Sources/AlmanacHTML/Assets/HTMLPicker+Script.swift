extension HTMLPicker {
  /// The picker's script: vanilla JavaScript, no build step, one copy per page for every
  /// picker on it.
  ///
  /// It does no date math. Arrow keys, Home/End, PageUp/PageDown and Shift+PageUp/PageDown
  /// move the roving focus to the day the server wrote in the button's `data-keys` (`t` to
  /// the root's `data-today`); when that day is not on the page, or a click, Space, Enter, a
  /// list or a swipe changes the state, it sends the component's hidden fields and the
  /// action to `data-action` with `NAME.part=fragment` and swaps in the answer (or, if that
  /// fails, loads the same URL as a page). Enter confirms: on a complete selection it fires
  /// `almanac-confirm` and submits the enclosing form. Escape fires `almanac-cancel` and closes
  /// an enclosing `<dialog>` or `<details>`.
  public static let script = #"""
    (() => {
      "use strict";
      const KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
        "PageUp", "PageDown", "Shift+PageUp", "Shift+PageDown"];
      const WEEKDAY_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
      const ACTIONS = ["pick", "scroll", "toggle"];
      const cellOf = (el) => el && el.closest && el.closest("[data-day],[data-weekday]");
      const valueOf = (cell) => cell.dataset.day || cell.dataset.weekday;
      const field = (root, key) =>
        root.querySelector(`input[name="${root.dataset.almanac}.${key}"]`);

      function init(root) {
        if (root.dataset.ready) return;
        root.dataset.ready = "1";
        root.classList.add("almanac-js");
        const name = root.dataset.almanac;
        root.addEventListener("click", (event) => {
          const button = event.target.closest("button[name]");
          if (!button || button.disabled) return;
          if (!ACTIONS.includes(button.name.slice(name.length + 1))) return;
          event.preventDefault();
          send(root, [[button.name, button.value]]);
        });
        root.addEventListener("change", (event) => {
          if (event.target.tagName === "SELECT") send(root, [[event.target.name, event.target.value]]);
        });
        root.addEventListener("keydown", (event) => key(root, event));
        root.addEventListener("focusin", (event) => {
          const cell = cellOf(event.target);
          if (cell) rove(root, cell, false);
        });
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
          if (step) send(root, [[name + ".scroll", step]]);
        });
      }

      function rove(root, cell, focus) {
        for (const other of root.querySelectorAll("[data-day],[data-weekday]")) {
          other.tabIndex = other === cell ? 0 : -1;
        }
        const input = field(root, "focus");
        if (input) input.value = valueOf(cell);
        const lists = root.querySelectorAll("[data-events-for]");
        let shown = false;
        for (const list of lists) {
          list.hidden = list.dataset.eventsFor !== cell.dataset.day;
          shown = shown || !list.hidden;
        }
        for (const list of lists) if (list.dataset.eventsFor === "") list.hidden = shown;
        if (cell.dataset.reason) say(root, cell.dataset.reason);
        if (focus) cell.focus();
      }

      function say(root, text) {
        const status = root.querySelector(".almanac-status");
        if (status) status.textContent = text;
      }

      function key(root, event) {
        const cell = cellOf(event.target);
        if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
        const name = root.dataset.almanac;
        if (event.key === " ") {
          event.preventDefault();
          cell.click();
          return;
        }
        if (event.key === "Enter") {
          event.preventDefault();
          send(root, [[name + ".confirm", "1"]]);
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
        let sent, target;
        if (event.key === "t" && !event.shiftKey) {
          sent = "t";
          target = root.dataset.today;
        } else {
          const keys = cell.dataset.weekday ? WEEKDAY_KEYS : KEYS;
          const pressed = (event.shiftKey && event.key.startsWith("Page") ? "Shift+" : "") + event.key;
          const index = keys.indexOf(pressed);
          if (index < 0) return;
          sent = pressed;
          target = cell.dataset.keys.split(" ")[index];
        }
        event.preventDefault();
        const next = target && target !== valueOf(cell) &&
          root.querySelector(`[data-day="${target}"],[data-weekday="${target}"]`);
        if (next) rove(root, next, true);
        else send(root, [[name + ".key", sent]]);
      }

      function stateQuery(root) {
        const query = new URLSearchParams();
        for (const input of root.querySelectorAll("input[type=hidden]")) {
          query.append(input.name, input.value);
        }
        return query;
      }

      async function send(root, extra) {
        const name = root.dataset.almanac;
        const path = root.dataset.action || location.pathname;
        const query = stateQuery(root);
        for (const [key, value] of extra) query.append(key, value);
        const page = path + "?" + query;
        query.append(name + ".part", "fragment");
        let html;
        try {
          const response = await fetch(path + "?" + query, { headers: { Accept: "text/html" } });
          if (!response.ok) throw new Error(await response.text());
          html = await response.text();
        } catch (error) {
          location.href = page;
          return;
        }
        const hadFocus = root.contains(document.activeElement);
        const template = document.createElement("template");
        template.innerHTML = html.trim();
        const next = template.content.firstElementChild;
        const oldStatus = root.querySelector(".almanac-status");
        const newStatus = next.querySelector(".almanac-status");
        const message = newStatus ? newStatus.textContent : "";
        if (oldStatus && newStatus) {
          oldStatus.className = newStatus.className;
          oldStatus.textContent = "";
          newStatus.replaceWith(oldStatus);
        }
        root.replaceWith(next);
        init(next);
        if (oldStatus) setTimeout(() => { oldStatus.textContent = message; }, 30);
        if (!root.dataset.action) history.replaceState(null, "", path + "?" + stateQuery(next));
        if (hadFocus) {
          const focus = next.querySelector('[data-day][tabindex="0"],[data-weekday][tabindex="0"]');
          if (focus) focus.focus();
        }
        if (next.dataset.confirmed) {
          const values = [...next.querySelectorAll(`input[name="${name}"]`)].map((i) => i.value);
          const confirm = new CustomEvent("almanac-confirm",
            { bubbles: true, cancelable: true, detail: { name, values } });
          const form = next.closest("form");
          if (next.dispatchEvent(confirm) && form) form.requestSubmit();
        }
      }

      document.querySelectorAll("[data-almanac]").forEach(init);
    })();
    """#
}

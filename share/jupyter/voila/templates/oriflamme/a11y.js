// Accessibility of the widgets' page (issue 28, WCAG 2.1 AA where it applies),
// included inline by index.html.j2 (Voila and the static site alike).
// ipywidgets gives no way to set ARIA attributes from Python: what the
// widgets mean is told here, by their stable ori-… classes (docs/ui-classes.md).
// - live regions: the lesson's feedback, the status lines, the refusals and
//   the advisor's answer are polite status regions; the log's new entries
//   (the computer players' moves) are read out by a hidden polite region,
//   .ori-live-moves, one time each (the log itself is redrawn whole);
// - aria-pressed on every toggle button (ipywidgets' ToggleButtons and
//   ToggleButton: the game, language, card size, bot level, class/teacher
//   switches) and on the lessons menu's course buttons;
// - no title="null" (ipywidgets writes it on labels without a tooltip);
// - a button with no words (the clickable cards and slots laid over a
//   picture, .ori-hit) is named by its tooltip (aria-label); an icon's font
//   glyph is aria-hidden, no part of a button's name;
// - each tab's page opens with a hidden level-2 heading (its tab's name), so
//   that the headings go h1, h2, h3 in order (axe-core's heading-order);
// - the focus is never dropped to the page: when the focused control goes
//   away (a lesson opened, the last «Next», a move made), the next sensible
//   one takes it (in a lesson: Next, then the next lesson, then the board's
//   decision, placement, target or hand card);
// - the skip link (.ori-skip-link, the app's first control) leads to the
//   lesson: the open lesson's next control, else the first lesson not done.
(function () {
  "use strict";
  var LIVE = [".ori-feedback", ".ori-status", ".ori-och-status", ".ori-error",
              ".ori-och-error", ".ori-advisor-answer", ".ori-advisor-stale"];
  var LOGS = [".ori-log", ".ori-och-log"];
  // in a lesson or on a board: the control a learner wants next, in order
  var NEXT = [".ori-continue", ".ori-next-lesson", ".ori-decision-buttons button",
              ".ori-place button", ".ori-targets button", "button.ori-hand-card",
              ".ori-och-board button"];
  var shown = function (el) {
    return !!el && el.isConnected && el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== "hidden";
  };
  var usable = function (el) {
    return shown(el) && !el.disabled && el.getAttribute("tabindex") !== "-1" &&
      !el.closest("[aria-hidden='true'], .lm-mod-hidden");
  };
  var first = function (root, selectors) {
    for (var i = 0; i < selectors.length; i++) {
      var all = root.querySelectorAll(selectors[i]);
      for (var j = 0; j < all.length; j++) { if (usable(all[j])) { return all[j]; } }
    }
    return null;
  };
  var FOCUSABLE = ["button, a[href], input, select, textarea, [tabindex='0']"];
  var pointer = false;  // the last input was a pointer: moving the focus scrolls nothing
  document.addEventListener("pointerdown", function () { pointer = true; }, true);
  document.addEventListener("keydown", function () { pointer = false; }, true);
  var focus = function (el) {
    if (el) { el.focus({preventScroll: pointer}); }
    return el;
  };

  // ---------------------------------------------------------------- roles
  var mark = function (el, attrs) {
    Object.keys(attrs).forEach(function (name) {
      if (el.getAttribute(name) !== attrs[name]) { el.setAttribute(name, attrs[name]); }
    });
  };
  var moves = null;  // the hidden region reading the log's new entries
  var heard = new WeakMap();  // log -> the entries' texts already read
  var logEntries = function (log) {
    return Array.prototype.map.call(
      log.querySelectorAll(".ori-log-entry, .ori-och-log__items li"),
      function (e) { return e.textContent.trim(); });
  };
  var readLog = function (log) {
    var now = logEntries(log);
    var before = heard.get(log);
    heard.set(log, now);
    if (!before || !shown(log)) { return; }
    var seen = {};
    before.forEach(function (x) { seen[x] = (seen[x] || 0) + 1; });
    var fresh = now.filter(function (x) {
      if (seen[x]) { seen[x] -= 1; return false; }
      return true;
    }).slice(0, 8);
    if (!fresh.length) { return; }
    if (!moves || !moves.isConnected) {
      moves = document.createElement("div");
      moves.className = "ori-live-moves ori-sr";
      mark(moves, {"role": "status", "aria-live": "polite"});
      document.body.append(moves);
    }
    // the log is newest first: read oldest first
    moves.textContent = fresh.reverse().join(" ");
  };
  var sweep = function () {
    LIVE.forEach(function (sel) {
      document.querySelectorAll(sel).forEach(function (el) {
        mark(el, {"role": "status", "aria-live": "polite", "aria-atomic": "true"});
      });
    });
    LOGS.forEach(function (sel) {
      document.querySelectorAll(sel).forEach(function (el) {
        // the log is redrawn whole: its new entries are read by .ori-live-moves
        mark(el, {"role": "log", "aria-live": "off"});
        readLog(el);
      });
    });
    document.querySelectorAll(".widget-toggle-button").forEach(function (b) {
      mark(b, {"aria-pressed": b.classList.contains("mod-active") ? "true" : "false"});
    });
    document.querySelectorAll("button.ori-course").forEach(function (b) {
      mark(b, {"aria-pressed": b.classList.contains("ori-course--current") ? "true" : "false"});
    });
    document.querySelectorAll("[title='null']").forEach(function (el) {
      el.removeAttribute("title");
    });
    // an icon is a picture of the words beside it: its font glyph (a private
    // use character) is no part of the button's name
    document.querySelectorAll(".jupyter-widgets i.fa").forEach(function (i) {
      mark(i, {"aria-hidden": "true"});
    });
    // a button with no words of its own (ipywidgets writes a zero-width space:
    // the clickable cards and slots over a picture) is named by its tooltip
    document.querySelectorAll("button.jupyter-button").forEach(function (b) {
      var own = b.textContent.replace(/[\s\u200b]/g, "");
      var tip = b.getAttribute("title");
      if (!own && tip) {
        mark(b, {"aria-label": tip, "data-ori-named": "tooltip"});
      } else if (b.getAttribute("data-ori-named")) {
        b.removeAttribute("aria-label");
        b.removeAttribute("data-ori-named");
      }
    });
    var cells = document.getElementById("rendered_cells");
    if (cells) { mark(cells, {"role": "main"}); }
    tabHeadings();
  };
  // each tab's page opens with a level-2 heading, its tab's name, read by a
  // screen reader only (.ori-sr): the pages' own headings (a lesson's title,
  // the sandbox's, the desk's: h3) then follow the app's h1 in order
  var tabHeadings = function () {
    document.querySelectorAll(".ori-tabs").forEach(function (tabs) {
      var bar = null, contents = null;
      Array.prototype.forEach.call(tabs.children, function (c) {
        if (c.classList.contains("lm-TabBar")) { bar = bar || c; } else { contents = contents || c; }
      });
      if (!bar || !contents) { return; }
      var labels = bar.querySelectorAll(".lm-TabBar-tab");
      Array.prototype.forEach.call(contents.children, function (panel, i) {
        var text = labels[i] ? labels[i].textContent.trim() : "";
        if (!text) { return; }
        var h = panel.firstElementChild;
        if (!h || !h.classList.contains("ori-tab-heading")) {
          h = document.createElement("h2");
          h.className = "ori-sr ori-tab-heading";
          panel.insertBefore(h, panel.firstChild);
        }
        if (h.textContent !== text) { h.textContent = text; }
      });
    });
  };

  // ---------------------------------------------------------------- focus
  var lastFocused = null;
  var lastPath = [];
  document.addEventListener("focusin", function (e) {
    var el = e.target;
    if (!el || el === document.body) { return; }
    lastFocused = el;
    lastPath = [];
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      lastPath.push(p);
    }
  });
  // the next sensible control in a lesson (or on the board of ``root``)
  var lessonNext = function (root) { return first(root, NEXT); };
  var lessonOpen = function () {
    var lessons = Array.prototype.filter.call(document.querySelectorAll(".ori-lesson"), shown);
    return lessons[0] || null;
  };
  var recover = function () {
    var active = document.activeElement;
    if (active && active !== document.body && usable(active)) { return; }
    if (!lastFocused || usable(lastFocused)) { return; }
    var lesson = lessonOpen();
    var wasInLessons = lastPath.some(function (p) {
      return p.classList && (p.classList.contains("ori-lessons") ||
                             p.classList.contains("ori-lesson"));
    });
    var target = null;
    if (lesson && wasInLessons) { target = lessonNext(lesson); }
    if (!target) {
      // the nearest part still on show that held the lost control
      for (var i = 0; i < lastPath.length && !target; i++) {
        var part = lastPath[i];
        if (!shown(part)) { continue; }
        if (part.classList.contains("ori-game") || part.classList.contains("ori-och-board")) {
          target = lessonNext(part);
        }
        target = target || first(part, FOCUSABLE);
      }
    }
    if (target) { focus(target); }
  };
  // ---------------------------------------------------------------- the answer in view
  // When a lesson's board appears (its introduction read, or the lesson opened
  // again), the lesson is scrolled so that its goal is at the top of the
  // window, when the board would otherwise end below it: the status, the
  // queue, the hand, the decision and the feedback are then on one screen
  // (the lesson's grid, lesson_style.py) and no move needs a scroll.
  var boardShown = new WeakMap();  // lesson -> its board was on show at the last look
  var bringBoard = function () {
    document.querySelectorAll(".ori-lesson").forEach(function (lesson) {
      var goal = lesson.querySelector(".ori-goal");
      var now = shown(lesson) && shown(goal);
      var before = boardShown.get(lesson);
      boardShown.set(lesson, now);
      if (!now || before) { return; }
      var bottom = function () {
        var parts = lesson.querySelectorAll(".ori-hand, .ori-och-island-panel, .ori-decision");
        var b = 0;
        Array.prototype.forEach.call(parts, function (p) {
          if (shown(p)) { b = Math.max(b, p.getBoundingClientRect().bottom); }
        });
        return b;
      };
      if (bottom() <= window.innerHeight && goal.getBoundingClientRect().top >= 0) { return; }
      goal.scrollIntoView({block: "start", inline: "nearest"});
      // a short window (1280×720): the status line at the top, the goal just above it
      var status = lesson.querySelector(".ori-status");
      if (bottom() > window.innerHeight && shown(status)) {
        status.scrollIntoView({block: "start", inline: "nearest"});
      }
    });
  };
  var pending = null;
  var schedule = function () {
    if (pending) { clearTimeout(pending); }
    pending = setTimeout(function () { pending = null; sweep(); recover(); bringBoard(); }, 60);
  };
  new MutationObserver(schedule).observe(document.documentElement, {
    subtree: true, childList: true, characterData: true, attributes: true,
    attributeFilter: ["class", "style", "disabled", "title"]
  });

  // ---------------------------------------------------------------- skip link
  var toLesson = function (tries) {
    var lesson = lessonOpen();
    var target = lesson ? lessonNext(lesson) || first(lesson, FOCUSABLE) : null;
    if (!target) {
      var menu = Array.prototype.filter.call(document.querySelectorAll(".ori-lessons"), shown)[0];
      if (menu) {
        var open = Array.prototype.filter.call(
          menu.querySelectorAll("button.ori-lesson-open"), usable);
        target = open.filter(function (b) {
          return !b.closest(".ori-lesson-tile--done");
        })[0] || open[0] || null;
      }
    }
    if (target) { focus(target); return; }
    if (tries > 0) { setTimeout(function () { toLesson(tries - 1); }, 100); }
  };
  document.addEventListener("click", function (e) {
    var link = e.target && e.target.closest && e.target.closest("a.ori-skip-link");
    if (!link) { return; }
    e.preventDefault();
    var app = link.closest(".ori-app") || document;
    var lessons = app.querySelector(".ori-lessons");
    if (!shown(lessons) && !lessonOpen()) {
      // the lessons tab is the first tab
      var tab = app.querySelector(".ori-tabs .lm-TabBar-tab");
      if (tab) {
        ["pointerdown", "mousedown", "pointerup", "mouseup"].forEach(function (kind) {
          var Kind = kind.indexOf("pointer") === 0 ? PointerEvent : MouseEvent;
          tab.dispatchEvent(new Kind(kind, {bubbles: true, cancelable: true, button: 0}));
        });
      }
    }
    toLesson(30);
  });
  sweep();
})();

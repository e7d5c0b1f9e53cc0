"""The lessons' stylesheet: the course map (``LessonsMenu``) and a lesson (``LessonPlayer``).

Same parchment, ink and gold as the board (``oriflamme.games.oriflamme.render.BOARD_CSS``),
sized for a projector. Every state is told by an icon or a word as well as a
colour; keyboard focus is always outlined.
"""

LESSON_CSS = """
.ori-lessons, .ori-lesson {
  font-family: 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  color: #2b1d0e; max-width: 1600px;
}
.ori-lessons .widget-html, .ori-lesson > .widget-html, .ori-lesson-head > .widget-html,
.ori-narration-panel > .widget-html { margin: 0; height: auto; }
.ori-lessons .widget-html > .widget-html-content,
.ori-lesson > .widget-html > .widget-html-content,
.ori-lesson-head > .widget-html > .widget-html-content,
.ori-narration-panel > .widget-html > .widget-html-content {
  font-size: inherit; line-height: inherit; height: auto; align-self: auto;
}
.ori-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
.ori-lessons .jupyter-button:focus-visible, .ori-lesson-head .jupyter-button:focus-visible,
.ori-narration-panel .jupyter-button:focus-visible,
.ori-lesson-controls .jupyter-button:focus-visible {
  outline: 3px solid #1f6fd1; outline-offset: 2px;
}

/* ---- the course map -------------------------------------------------- */
.ori-lessons__menu { gap: 18px; padding: 6px 2px 18px; }
/* the row of courses (one per edition with lessons) */
.ori-courses { display: flex; flex-wrap: wrap; gap: 8px; }
.ori-courses .ori-course { width: auto; height: auto; min-height: 40px; padding: 6px 16px;
  border-radius: 20px; font-size: 16px; font-weight: bold; }
.ori-courses .ori-course:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-lessons .ori-lessons-overview { font-size: 18px; }
.ori-overview { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 18px;
  background: #2b1d0e; color: #fff4d6; border-radius: 12px; padding: 12px 18px;
  border-left: 8px solid #ffc928; }
.ori-overview__text { font-size: 19px; line-height: 1.35; }
.ori-overview__bar { flex: 1 1 260px; max-width: 520px; height: 16px; border-radius: 8px;
  background: #5a4326; box-shadow: inset 0 1px 3px rgba(0, 0, 0, 0.5); overflow: hidden; }
.ori-overview__fill { height: 100%; border-radius: 8px; min-width: 0;
  background: linear-gradient(#ffe28a, #e0a81e); }
.ori-progress-problem:not(:empty) { font-size: 17px; padding: 10px 16px; border-radius: 10px;
  background: #fde8e6; color: #7a1410; border: 2px solid #b3261e; }
.ori-lessons__chapters { display: grid !important; gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 540px), 1fr)); }
.ori-chapter-card--wide { grid-column: 1 / -1; }
.ori-chapter-card {
  min-width: 0;
  background: #fffaf0; border: 1px solid #e0d0aa; border-radius: 14px; padding: 12px 18px 16px;
  box-shadow: 0 2px 6px rgba(60, 40, 10, 0.12); gap: 10px;
}
.ori-chapter__head { display: flex; align-items: center; gap: 14px; }
.ori-chapter__num { flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%; font-size: 21px; font-weight: bold;
  color: #4a3206; background: radial-gradient(circle at 35% 30%, #fff1b0, #f2c23a 55%, #c8921a);
  border: 2px solid #9c6d0c; }
.ori-chapter__title { margin: 0; font-size: 23px; font-weight: bold; letter-spacing: 0.01em; }
.ori-chapter__count { margin-left: auto; font-size: 17px; color: #6b5533; white-space: nowrap; }
.ori-chapter__count .ori-star--on { color: #c98a00; }
.ori-chapter__lessons { display: flex; flex-wrap: wrap; gap: 12px; }
.ori-chapter__lessons > .ori-lesson-tile { flex: 1 1 250px; max-width: 380px; }
.ori-lesson-tile { background: #f6ecd2; border: 1px solid #c9ad72; border-radius: 12px;
  padding: 0; overflow: hidden; gap: 0; transition: box-shadow 0.15s, transform 0.15s; }
.ori-lesson-tile:hover { box-shadow: 0 4px 10px rgba(60, 40, 10, 0.22);
  transform: translateY(-1px); }
.ori-lesson-tile--done { background: #fff4cc; border: 2px solid #c9a227; }
.ori-lessons .ori-lesson-open.jupyter-button {
  height: auto; min-height: 64px; width: 100%; margin: 0; padding: 12px 14px 6px;
  background: transparent; border: none; box-shadow: none; border-radius: 12px 12px 0 0;
  font-family: inherit; font-size: 19px; font-weight: bold; line-height: 1.25; color: #2b1d0e;
  white-space: normal; text-align: left; justify-content: flex-start; cursor: pointer;
}
.ori-lessons .ori-lesson-open.jupyter-button:hover { background: rgba(255, 201, 40, 0.25); }
.ori-lessons .ori-lesson-open.jupyter-button:focus-visible { outline-offset: -3px; }
.ori-lesson-tile__foot { align-items: center; justify-content: space-between; gap: 6px 8px;
  flex-wrap: wrap;
  padding: 0 10px 8px 14px; min-height: 36px; }
.ori-lessons .ori-lesson-stars { font-size: 24px; line-height: 1; }
.ori-starline { white-space: nowrap; letter-spacing: 0.06em; }
.ori-star--on { color: #d99a00; text-shadow: 0 1px 0 #7a5200; }
.ori-star--off { color: #a89a82; }
.ori-lesson-stars .widget-html-content { white-space: nowrap; }
.ori-done-mark { display: inline-block; margin-left: 6px; font-size: 15px; font-weight: bold;
  vertical-align: 3px; letter-spacing: 0; color: #1f5a17; background: #dff3d8;
  border: 1px solid #7dbb6c; border-radius: 10px; padding: 1px 8px; }
.ori-lessons .ori-lesson-reset.jupyter-button {
  height: auto; min-height: 30px; margin: 0; padding: 2px 10px; width: auto;
  font-family: inherit; font-size: 14px; color: #6b5533; background: transparent;
  border: 1px solid #c9ad72; border-radius: 15px; box-shadow: none; white-space: nowrap;
  flex: none; overflow: visible; text-overflow: clip;
}
.ori-lessons .ori-lesson-reset.jupyter-button:hover { background: #fde8e6; color: #7a1410;
  border-color: #b3261e; }

/* ---- a lesson -------------------------------------------------------- */
.ori-lesson { gap: 12px; padding: 4px 2px 16px; }
.ori-lesson-head { align-items: center; gap: 16px; flex-wrap: wrap; }
.ori-lesson-tools { gap: 10px; flex-wrap: wrap; margin-left: auto; }
.ori-lesson-title h3 { margin: 0; font-size: 28px; line-height: 1.2; }
.ori-lesson-head .jupyter-button,
.ori-narration-panel .jupyter-button,
.ori-lesson-controls .jupyter-button {
  height: auto; min-height: 44px; font-family: inherit; font-size: 18px; padding: 6px 16px;
  border-radius: 10px; white-space: normal; line-height: 1.25; width: auto; margin: 0;
  background: #f2e6c9; color: #2b1d0e; border: 1px solid #b89a5a; box-shadow: none;
}
.ori-lesson-head .jupyter-button:hover:enabled,
.ori-narration-panel .jupyter-button:hover:enabled,
.ori-lesson-controls .jupyter-button:hover:enabled { background: #ffe9a8; }
.ori-lesson-controls .jupyter-button.mod-primary,
.ori-narration-panel .ori-continue.jupyter-button {
  background: #2b1d0e; color: #ffd75e; border-color: #2b1d0e; font-weight: bold;
}
.ori-lesson-controls .jupyter-button.mod-primary:hover:enabled,
.ori-narration-panel .ori-continue.jupyter-button:hover:enabled { background: #4a3417; }
.ori-lesson-controls .jupyter-button:disabled { opacity: 0.5; }
.ori-lesson-head .ori-menu.jupyter-button { font-size: 16px; min-height: 38px;
  background: transparent; border-color: #c9ad72; color: #6b5533; }
.ori-narration-panel {
  background: #fffaf0; border: 1px solid #e0d0aa; border-left: 8px solid #c9a227;
  border-radius: 14px; padding: 14px 20px; gap: 10px; max-width: 980px;
  box-shadow: 0 2px 6px rgba(60, 40, 10, 0.12);
}
.ori-lesson .ori-narration { font-size: 22px; line-height: 1.5; }
.ori-narration p { margin: 0 0 10px; }
.ori-narration p:last-child { margin-bottom: 0; }
.ori-narration .ori-narration__step--past { color: #6b5533; font-size: 19px; }
.ori-narration__count { font-size: 15px; font-variant: small-caps; letter-spacing: 0.05em;
  color: #6b5533; margin-bottom: 6px !important; }
.ori-narration-panel--done { padding: 10px 18px; border-left-color: #e0d0aa; box-shadow: none; }
.ori-narration-panel--done .ori-narration { font-size: 18px; line-height: 1.45; }
.ori-narration-panel--done .ori-narration .ori-narration__step--past { font-size: 18px;
  color: #2b1d0e; }
.ori-narration-panel .ori-continue.jupyter-button { align-self: flex-start; font-size: 21px;
  min-height: 52px; padding: 8px 30px; box-shadow: 0 0 0 3px #ffc928; }
.ori-narration-panel .ori-continue.jupyter-button::after { content: " \\2192"; }
.ori-lesson .ori-goal { max-width: 980px; }
.ori-goal .ori-goal__box { display: flex; align-items: flex-start; gap: 12px;
  font-size: 20px; line-height: 1.4; padding: 10px 18px; border-radius: 12px;
  background: #fff1c4; border: 2px solid #c9a227; }
.ori-goal__icon { flex: none; width: 30px; height: 30px; margin-top: 1px; }
.ori-goal__label, .ori-hint__label { display: block; font-size: 15px; letter-spacing: 0.06em;
  text-transform: uppercase; color: #6b4e00; }
.ori-lesson .ori-stars { max-width: 980px; }
.ori-stars__box { display: flex; align-items: center; gap: 18px; padding: 6px 18px; }
.ori-stars__big { font-size: 56px; line-height: 1; letter-spacing: 0.05em; }
.ori-stars__label { font-size: 20px; font-weight: bold; }
.ori-lesson .ori-feedback { max-width: 980px; font-size: 19px; line-height: 1.45; }
.ori-feedback:empty, .ori-feedback .widget-html-content:empty { display: none; }
.ori-feedback > .widget-html-content { padding: 12px 18px; border-radius: 12px;
  border: 2px solid #b89a5a; border-left-width: 8px; background: #fffaf0; }
.ori-feedback__head { display: flex; align-items: flex-start; gap: 12px; }
.ori-feedback__head > span:last-child { padding-top: 2px; }
.ori-fb-icon { flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: 50%; font-size: 20px; font-weight: bold;
  font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff; background: #6b5533; }
.ori-feedback__label { margin: 10px 0 2px 44px; font-size: 15px; font-variant: small-caps;
  letter-spacing: 0.05em; color: #6b5533; }
.ori-feedback__events { margin: 0 0 0 44px; padding: 0 0 0 18px; font-size: 16px;
  line-height: 1.35; columns: 2 340px; column-gap: 36px; }
.ori-feedback__events li { break-inside: avoid; }
.ori-feedback__events li { margin: 1px 0; }
.ori-feedback__again, .ori-feedback__more { margin: 8px 0 0 44px; }
.ori-feedback__again { font-weight: bold; }
.ori-feedback--wrong > .widget-html-content { --ori-fb-bg: #fff3d6; background: #fff3d6;
  border-color: #d98e04; }
.ori-feedback--wrong .ori-fb-icon { background: #b86e00; }
.ori-feedback--illegal > .widget-html-content { --ori-fb-bg: #fde8e6; background: #fde8e6;
  border-color: #b3261e; }
.ori-feedback--illegal .ori-fb-icon { background: #b3261e; }
.ori-feedback--success > .widget-html-content { --ori-fb-bg: #e4f3dc; background: #e4f3dc;
  border-color: #2e7d32; }
.ori-feedback--success .ori-fb-icon { background: #2e7d32; }
.ori-feedback--hint > .widget-html-content { --ori-fb-bg: #e7f0fb; background: #e7f0fb;
  border-color: #1f6fd1; }
.ori-feedback--hint .ori-fb-icon { background: #1f6fd1; }
.ori-feedback--progressed > .widget-html-content { background: transparent; border: none;
  padding: 2px 4px; font-size: 18px; color: #1f5a17; }
.ori-feedback--progressed .ori-fb-icon { width: 26px; height: 26px; font-size: 16px;
  background: #5b8f4e; }
.ori-lesson-controls { flex-wrap: wrap; gap: 10px; align-items: center; }
.ori-lesson-controls .ori-next-lesson.jupyter-button::after { content: " \\2192"; }
.ori-lesson-controls .ori-next-lesson.jupyter-button { font-size: 20px; min-height: 50px;
  padding: 8px 26px; box-shadow: 0 0 0 3px #ffc928; }
.ori-lesson-board { width: 100%; }
"""

#: Issue 28, the answer in view: on a screen 901 px wide or more, a lesson is a
#: grid where the board's parts and the lesson's own sit side by side, so that
#: on a laptop (1366×768, 1280×720) the goal, the status, the queue, the hand,
#: the decision and the feedback are on one screen. The boxes between the
#: lesson and the board's parts (``ori-lesson-board``, the board itself, its
#: columns) take no box of their own (``display: contents``): the widgets stay
#: where they are, only the picture changes. A hidden part (``display: none``
#: set on the widget) takes no row. Oriflamme: the queue and, under it, the
#: hand on the left; the feedback, «Next lesson», the stars and the decision
#: beside the queue; the scores, the history and the log beside the hand.
#: Orichalque: the island of the player who decides on the left, as large as
#: the screen's height allows, its building codes spelled out under it; the
#: feedback, the decisions, the fight and the action and building boards
#: beside it; the whole table under both, as wide as the lesson. Under 901 px
#: the lesson stays one column (a phone).
LESSON_GRID_CSS = """
.ori-narration-panel--done { padding: 4px 14px; gap: 0; }
.ori-narration__recap > summary { cursor: pointer; font-size: 16px; color: #6b5533;
  padding: 4px 0; }
.ori-narration__recap > summary:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-narration__recap[open] > summary { margin-bottom: 6px; }
.ori-game__style { display: none !important; }
@media (min-width: 901px) {
  .ori-lesson.ori-lesson--game-oriflamme.widget-box,
  .ori-lesson.ori-lesson--game-orichalque.widget-box {
    display: grid; column-gap: 16px; row-gap: 0; align-items: start;
    grid-template-columns: minmax(0, 1fr) minmax(300px, 430px); }
  .ori-lesson--game-oriflamme > *, .ori-lesson--game-orichalque > * { margin: 0 0 8px; }
  .ori-lesson--game-oriflamme .ori-lesson-board.widget-box,
  .ori-lesson--game-oriflamme .ori-lesson-board > .ori-game.widget-box,
  .ori-lesson--game-oriflamme .ori-lesson-board .ori-game__main.widget-box,
  .ori-lesson--game-orichalque .ori-lesson-board.widget-box,
  .ori-lesson--game-orichalque .ori-lesson-board > .ori-och-board.widget-box,
  .ori-lesson--game-orichalque .ori-lesson-board .ori-och-boards.widget-box {
    display: contents; }
  .ori-lesson--game-oriflamme .ori-lesson-board .ori-game > *,
  .ori-lesson--game-oriflamme .ori-lesson-board .ori-game__main > *,
  .ori-lesson--game-orichalque .ori-lesson-board .ori-och-board > *,
  .ori-lesson--game-orichalque .ori-lesson-board .ori-och-boards > * { margin: 0 0 8px; }
  .ori-lesson > .ori-lesson-head { grid-area: head; }
  .ori-lesson > .ori-narration-panel { grid-area: narr; }
  .ori-lesson > .ori-goal { grid-area: goal; }
  .ori-lesson > .ori-stars { grid-area: stars; }
  .ori-lesson > .ori-feedback { grid-area: fb; }
  .ori-lesson > .ori-lesson-controls { grid-area: next; }
  .ori-lesson-board .ori-status { grid-area: status; }
  .ori-lesson-board .ori-error { grid-area: error; }
  .ori-lesson-board .ori-final { grid-area: final; }
  /* Oriflamme: the queue, then the decision beside the hand, in one box (its
     height is its own: the column beside it never pushes the hand down) */
  .ori-lesson-board .ori-game__left { grid-area: left; }
  .ori-lesson--game-oriflamme .ori-lesson-board .ori-game__left.widget-box {
    display: grid; gap: 8px 0; align-items: start;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    grid-template-areas: "board board" "dec hand"; }
  .ori-lesson-board .ori-game__left > .ori-board { grid-area: board; }
  .ori-lesson-board .ori-game__left > .ori-decision { grid-area: dec; max-width: 340px;
    margin-right: 10px; }
  .ori-lesson-board .ori-game__left > .ori-hand { grid-area: hand; }
  .ori-lesson-board .ori-game__side { grid-area: side; width: auto !important;
    flex: none !important; }
  .ori-lesson.ori-lesson--game-oriflamme.widget-box {
    grid-template-areas: "head head" "narr narr" "goal goal" "status status" "error error"
      "final final" "left fb" "left next" "left stars" "left side" "left .";
    grid-template-rows: repeat(10, auto) minmax(0, 1fr); }
  .ori-lesson--game-oriflamme .ori-feedback__events { columns: auto; margin-left: 0; }
  .ori-lesson--game-oriflamme .ori-feedback__label,
  .ori-lesson--game-oriflamme .ori-feedback__again,
  .ori-lesson--game-oriflamme .ori-feedback__more { margin-left: 0; }
  .ori-lesson--game-oriflamme .ori-feedback { font-size: 17px; line-height: 1.4; }
  .ori-lesson--game-oriflamme .ori-feedback > .widget-html-content { padding: 8px 12px; }
  /* a wrong move's story may be long (13 events): it scrolls in its own box,
     the reason above it and «try again» under it stay on the screen */
  .ori-lesson .ori-feedback__events { font-size: 15px; max-height: max(120px, calc(100vh - 470px));
    overflow-y: auto;
    /* a shadow at the edge where more of the story is hidden (none once it is
       scrolled to that end, none when it fits): a line cut by the box's edge
       reads as «more below», not as a clipped text */
    background:
      linear-gradient(var(--ori-fb-bg, #fff) 40%, transparent) top / 100% 26px no-repeat local,
      linear-gradient(transparent, var(--ori-fb-bg, #fff) 60%) bottom / 100% 26px no-repeat local,
      radial-gradient(farthest-side at 50% 0, rgba(60, 40, 0, 0.35), transparent)
        top / 100% 16px no-repeat scroll,
      radial-gradient(farthest-side at 50% 100%, rgba(60, 40, 0, 0.35), transparent)
        bottom / 100% 16px no-repeat scroll; }
  /* Orichalque */
  .ori-lesson.ori-lesson--game-orichalque.widget-box {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: "head head" "narr narr" "goal goal" "notice notice"
      "status status" "error error" "island fb" "island next" "island stars" "island dec"
      "island fight" "island action" "island building" "island titans" "island ."
      "history history" "table table" "tlegend tlegend" "log log";
    grid-template-rows: repeat(14, auto) minmax(0, 1fr) repeat(4, auto); }
  .ori-lesson-board .ori-och-provisional { grid-area: notice; }
  .ori-lesson-board .ori-och-decision { grid-area: dec; }
  .ori-lesson-board .ori-och-fight { grid-area: fight; }
  .ori-lesson-board .ori-och-action-panel { grid-area: action; }
  .ori-lesson-board .ori-och-building-panel { grid-area: building; }
  .ori-lesson-board .ori-och-titans { grid-area: titans; }
  .ori-lesson-board .ori-och-island-panel { grid-area: island;
    width: clamp(340px, calc(100vh - 250px), 640px); max-width: none; }
  /* the island's own building codes spelled out under it, in view with it (a
     tablet has no hover, and the whole table's legend is a screen below): the
     island gives up the legend's height to keep the window's */
  .ori-lesson-board .ori-och-island-panel:has(.ori-och-legend li) {
    width: clamp(340px, calc(100vh - 320px), 640px); }
  /* placing a terrain tile, its controls take rows above the island: the
     zones stay large to be clicked, the codes are left to the table's legend */
  .ori-lesson-board .ori-och-island-panel.ori-och-island-panel--tile:has(.ori-och-legend li) {
    width: clamp(340px, calc(100vh - 250px), 640px); }
  .ori-lesson-board .ori-och-island-panel--tile .ori-och-legend { display: none; }
  .ori-lesson-board .ori-och-board .ori-history { grid-area: history; }
  .ori-lesson-board .ori-och-table-scroll { grid-area: table; }
  .ori-lesson-board .ori-och-table-legend { grid-area: tlegend; }
  .ori-lesson-board .ori-och-log { grid-area: log; }
}
@media (min-width: 1700px) {
  .ori-lesson.ori-lesson--game-oriflamme.widget-box {
    grid-template-columns: minmax(0, 1fr) 500px; }
}
/* a projector: the feedback beside the queue read from the back of the room */
@media (min-width: 1700px) and (min-height: 900px) {
  .ori-lesson .ori-feedback { font-size: 21px; }
  .ori-lesson .ori-feedback__events { font-size: 18px; }
  .ori-lesson .ori-feedback__label { font-size: 16px; }
}
/* a phone: the feedback's story uses the width (no indent under the icon) */
@media (max-width: 520px) {
  .ori-lesson .ori-feedback { font-size: 17px; }
  .ori-lesson .ori-feedback__events { font-size: 15px; margin-left: 0; padding-left: 16px; }
  .ori-lesson .ori-feedback__label, .ori-lesson .ori-feedback__again,
  .ori-lesson .ori-feedback__more { margin-left: 0; }
}
"""

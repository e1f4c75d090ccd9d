/*
 * shim.h - C bridge between Swift and ncursesw for StackTUI.
 *
 * The feature macros that `pkg-config --cflags ncursesw` reports (-D_DEFAULT_SOURCE
 * -D_XOPEN_SOURCE=600) are defined here, before any system header. Without NCURSES_WIDECHAR the wide
 * character API (cchar_t, setcchar, wadd_wch, wget_wch, winnwstr...) is invisible to Swift.
 *
 * Everything that imports into Swift directly is used directly: the curses functions
 * (newterm, delscreen, set_term, endwin, isendwin, cbreak, noecho, nonl, keypad, nodelay,
 * wtimeout, curs_set, start_color, use_default_colors, init_pair, init_extended_pair,
 * wattr_set, wattr_get, wmove, wadd_wch, wadd_wchnstr, mvwadd_wchnstr, mvwin_wch, win_wch,
 * mvwinnwstr, winnwstr, setcchar, getcchar, wnoutrefresh, doupdate, wgetch, wget_wch,
 * ungetch, mousemask, tigetstr, tigetflag,
 * mouseinterval, getmouse, scrollok, idlok, leaveok, resizeterm, is_term_resized,
 * has_colors, set_escdelay, def_prog_mode, reset_prog_mode, reset_shell_mode, meta,
 * intrflush, typeahead, werase, wclrtoeol), ERR/OK, COLOR_*, CCHARW_MAX and the plain
 * KEY_* constants (KEY_RESIZE, KEY_MOUSE, KEY_BTAB, KEY_UP...).
 *
 * What Swift cannot import is wrapped below as `static inline` functions prefixed
 * `stacktui_`: function-like or computed macros (A_*, COLOR_PAIR, KEY_F, mouse masks,
 * getmaxyx/getyx), global variables (rejected by Swift 6 strict concurrency: stdscr,
 * LINES, COLS, COLORS, COLOR_PAIRS, and term.h's cur_term, which the terminfo probe needs),
 * void* "opts" parameters used for extended colour pairs, and libc functions the
 * Glibc module hides (wcwidth).
 *
 * ncurses is not thread-safe: call all of these from one thread (the main actor).
 */
#ifndef STACKTUI_CNCURSES_SHIM_H
#define STACKTUI_CNCURSES_SHIM_H

#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>

/* The headers come from the default include path (/usr/include on Debian/Ubuntu, where
 * libncurses-dev puts the wide-character curses.h). Package.swift does not ask pkg-config:
 * SwiftPM would warn on every build about the -D flags it reports, defined above instead. */
#if __has_include(<ncursesw/curses.h>) && __has_include(<ncursesw/term.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#elif __has_include(<curses.h>) && __has_include(<term.h>)
#include <curses.h>
#include <term.h>
#else
#error "StackTUI needs the ncursesw headers (curses.h, term.h): run Scripts/install-deps.sh, or install them (Debian/Ubuntu: apt-get install libncurses-dev, older releases libncursesw5-dev; Homebrew: brew install ncurses)."
#endif

/* ---------------------------------------------------------------- globals */

/* The current screen's standard window (the `stdscr` global). NULL before newterm. */
static inline WINDOW *stacktui_stdscr(void) { return stdscr; }
/* Terminal height in rows (the `LINES` global). */
static inline int stacktui_lines(void) { return LINES; }
/* Terminal width in columns (the `COLS` global). */
static inline int stacktui_cols(void) { return COLS; }
/* Number of colours the terminal supports, valid after start_color (`COLORS`). */
static inline int stacktui_colors(void) { return COLORS; }
/* Number of colour pairs supported, valid after start_color (`COLOR_PAIRS`). */
static inline int stacktui_color_pairs(void) { return COLOR_PAIRS; }

/* ------------------------------------------------------------- attributes */

static inline attr_t stacktui_a_normal(void) { return A_NORMAL; }
static inline attr_t stacktui_a_bold(void) { return A_BOLD; }
static inline attr_t stacktui_a_dim(void) { return A_DIM; }
static inline attr_t stacktui_a_reverse(void) { return A_REVERSE; }
static inline attr_t stacktui_a_underline(void) { return A_UNDERLINE; }
static inline attr_t stacktui_a_standout(void) { return A_STANDOUT; }
static inline attr_t stacktui_a_italic(void) { return A_ITALIC; }
/* Mask of the colour-pair bits inside an attr_t. */
static inline attr_t stacktui_a_color(void) { return A_COLOR; }
/* COLOR_PAIR(n): pair n (0...255 only) packed into attr_t bits. For larger pair numbers
 * pass the pair separately (stacktui_wattr_set / stacktui_setcchar). */
static inline attr_t stacktui_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }
/* PAIR_NUMBER(attrs): the colour pair packed in attr_t bits. */
static inline int stacktui_pair_number(attr_t attrs) { return PAIR_NUMBER(attrs); }

/* Sets a window's current attributes and (extended, int-sized) colour pair. */
static inline int stacktui_wattr_set(WINDOW *win, attr_t attrs, int pair) {
  return wattr_set(win, attrs, (NCURSES_PAIRS_T)0, &pair);
}

/* ------------------------------------------------------------- geometry */

/* getmaxyx: window size in rows (*y) and columns (*x); -1 each if win is NULL. */
static inline void stacktui_getmaxyx(const WINDOW *win, int *y, int *x) {
  *y = getmaxy(win);
  *x = getmaxx(win);
}
/* getyx: cursor row (*y) and column (*x); -1 each if win is NULL. */
static inline void stacktui_getyx(const WINDOW *win, int *y, int *x) {
  *y = getcury(win);
  *x = getcurx(win);
}

/* ----------------------------------------------------------------- keys */

/* KEY_F(n): key code of function key n (KEY_F(1) == 265). */
static inline int stacktui_key_f(int n) { return KEY_F(n); }

/* ----------------------------------------------------------- characters */

/* Fills *out with a complex character: `wch` is a NUL-terminated spacing character followed
 * by up to CCHARW_MAX - 1 combining characters; `pair` may exceed 255 (extended colours).
 * Returns OK or ERR. */
static inline int stacktui_setcchar(cchar_t *out, const wchar_t *wch, attr_t attrs, int pair) {
  return setcchar(out, wch, attrs, (NCURSES_PAIRS_T)0, &pair);
}
/* Reads a complex character: copies its characters into `wch` (room for CCHARW_MAX + 1
 * wchar_t, NUL-terminated) and its attributes and extended colour pair. Returns OK or ERR. */
static inline int stacktui_getcchar(const cchar_t *in, wchar_t *wch, attr_t *attrs, int *pair) {
  NCURSES_PAIRS_T short_pair = 0;
  int ext_pair = 0;
  int rc = getcchar(in, wch, attrs, &short_pair, &ext_pair);
  *pair = ext_pair;
  return rc;
}

/* wcwidth(3): terminal columns of `c` in the current locale (2 wide, 1 narrow, 0 combining,
 * -1 non-printable). Depends on setlocale: under the C locale CJK/emoji give -1. */
static inline int stacktui_wcwidth(wchar_t c) { return wcwidth(c); }

/* setlocale(LC_ALL, ""): adopt the locale from the environment; call before newterm.
 * Returns the new locale name, or NULL on failure. */
static inline const char *stacktui_setlocale_from_environment(void) {
  return setlocale(LC_ALL, "");
}

/* ------------------------------------------------------------- terminfo */

/* Loads the terminfo entry `name` (NULL: $TERM) without starting curses or writing anything,
 * and reports whether it can address the cursor (`cup`) and clear the screen (`clear`).
 * Returns 1 when the entry was found and is usable by setupterm, else 0 (unknown, missing,
 * or a generic type such as `unknown`). The current terminal (cur_term) is left as it was. */
static inline int stacktui_probe_terminal(const char *name, int fd, int *has_cursor_address,
                                          int *has_clear) {
  TERMINAL *previous = cur_term;
  int error = 0;
  *has_cursor_address = 0;
  *has_clear = 0;
  if (setupterm(name, fd, &error) != OK) {
    set_curterm(previous);
    return 0;
  }
  TERMINAL *probe = cur_term;
  char *cup = tigetstr("cup");
  char *clear = tigetstr("clear");
  *has_cursor_address = cup != NULL && cup != (char *)-1 && *cup != 0;
  *has_clear = clear != NULL && clear != (char *)-1 && *clear != 0;
  set_curterm(previous);
  del_curterm(probe);
  return 1;
}

/* ------------------------------------------------------------- terminfo */

/* tiparm with two integer parameters (Swift cannot call C variadic functions); the
 * capability uses as many as it needs. NULL when the string cannot be formatted. */
static inline char *stacktui_tiparm(const char *capability, int first, int second) {
  return tiparm(capability, first, second);
}

/* ---------------------------------------------------------------- mouse */

static inline mmask_t stacktui_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t stacktui_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t stacktui_button1_clicked(void) { return BUTTON1_CLICKED; }
/* Wheel up. */
static inline mmask_t stacktui_button4_pressed(void) { return BUTTON4_PRESSED; }
/* Wheel down. */
static inline mmask_t stacktui_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t stacktui_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t stacktui_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/* getmouse after KEY_MOUSE: device id, cell column (*x) and row (*y), button state.
 * Returns OK, or ERR when no mouse event is queued (outputs are then untouched). */
static inline int stacktui_getmouse(int *id, int *x, int *y, mmask_t *bstate) {
  MEVENT event;
  int rc = getmouse(&event);
  if (rc == OK) {
    *id = event.id;
    *x = event.x;
    *y = event.y;
    *bstate = event.bstate;
  }
  return rc;
}

#endif /* STACKTUI_CNCURSES_SHIM_H */

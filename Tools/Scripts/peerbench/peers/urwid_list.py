"""The urwid peer: a ListBox of N text rows with a Divider line after each, focus on the first."""

import sys

import urwid

ROWS = int(sys.argv[1])


def exit_on_q(key):
    if key in ("q", "Q"):
        raise urwid.ExitMainLoop()


widgets = []
for index in range(1, ROWS + 1):
    widgets.append(urwid.AttrMap(urwid.Text(f"Row {index}: some text for the row"), None, "focus"))
    widgets.append(urwid.Divider("─"))
listbox = urwid.ListBox(urwid.SimpleFocusListWalker(widgets))
palette = [("focus", "black", "light gray")]
urwid.MainLoop(listbox, palette, unhandled_input=exit_on_q).run()

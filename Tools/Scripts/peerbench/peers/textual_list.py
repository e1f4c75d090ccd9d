"""The Textual peer: an OptionList of N rows with a separator after each, focused."""

import sys

from textual.app import App, ComposeResult
from textual.widgets import OptionList
from textual.widgets.option_list import Option

ROWS = int(sys.argv[1])


class ListApp(App):
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        options = []
        for index in range(1, ROWS + 1):
            options.append(Option(f"Row {index}: some text for the row"))
            options.append(None)  # A separator line.
        yield OptionList(*options)


ListApp().run()

// An app built on StackTerminal uses the widget layer's events, keys and widgets in every
// file: importing StackTerminal brings StackUI, StackCore and StackDrawing (decision 0570).
@_exported public import StackUI

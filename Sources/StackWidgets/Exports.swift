// A client that imports StackWidgets sees the widget contract, the stack engine and the
// drawing surface too (decision 0570).
@_exported public import StackUI

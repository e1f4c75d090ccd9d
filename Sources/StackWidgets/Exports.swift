// The widgets build on StackUI's contract: a client that imports StackWidgets sees the widget
// layer, the stack engine and the drawing surface too.
@_exported public import StackUI

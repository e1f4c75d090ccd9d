// Widgets host stacks and draw on StackDrawing's surface: a client that imports StackUI sees
// the stack engine and the drawing surface too (decision 0570).
@_exported public import StackCore

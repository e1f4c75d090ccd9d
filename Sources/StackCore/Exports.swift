// StackCore draws into StackDrawing's surface and names its geometry in its API, so a client
// that imports StackCore sees both (decision 0570).
@_exported public import StackDrawing

import StackDrawing

/// Identifies an observer so it can be removed.
public struct ObserverToken: Sendable, Hashable {
  let id: Int
}

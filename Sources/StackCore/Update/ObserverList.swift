import StackDrawing

/// The observers of a stack, in the order they were added, each under its token.
final class ObserverList {
  private var entries: [(token: ObserverToken, handler: (StackEvent) -> Void)] = []
  private var nextID = 0

  /// Adds `handler` and returns the token that removes it.
  func add(_ handler: @escaping (StackEvent) -> Void) -> ObserverToken {
    let token = ObserverToken(id: nextID)
    nextID += 1
    entries.append((token, handler))
    return token
  }

  /// Removes the observer added under `token` (nothing when it is gone already).
  func remove(_ token: ObserverToken) {
    entries.removeAll { $0.token == token }
  }

  /// Calls every observer with `event`, in order. An observer added by one of them hears the
  /// next event, not this one.
  func notify(_ event: StackEvent) {
    for entry in entries { entry.handler(event) }
  }
}

import StackUI

/// How a ``Tree`` gets the children of a node: at once (`sync`) or in a task the app runs
/// (`async`, see ``Tree/onLoad``).
public enum TreeLoader<Node> {
  /// Loads on the spot, when the node is expanded (on the tree's actor: it may use the app's
  /// state).
  case sync((Node) throws -> [Node])
  /// Loads in a task: the tree shows a spinner row meanwhile.
  case async(@Sendable (Node) async throws -> [Node])
}

/// A load a ``Tree`` asks the app to run: `await load.run()` anywhere, then hand the result
/// back with ``Tree/finish(_:)`` on the tree's actor.
///
/// ```swift
/// tree.onLoad = { load in
///   loop.task { _ = tree.finish(await load.run()) }
/// }
/// ```
public struct TreeLoad<Node> {
  /// Which load this is (a collapsed or reloaded node's old loads are ignored).
  public let id: Int
  /// The node whose children are loaded.
  public let node: Node
  let loader: @Sendable (Node) async throws -> [Node]

  /// Runs the loader; a thrown error becomes the result's message.
  public func run() async -> TreeLoadResult<Node> {
    do {
      return TreeLoadResult(id: id, children: .success(try await loader(node)))
    } catch {
      return TreeLoadResult(id: id, children: .failure(TreeLoadError(message: "\(error)")))
    }
  }
}

/// What a ``TreeLoad`` gave: the children or the loader's error.
public struct TreeLoadResult<Node> {
  /// The load's ``TreeLoad/id``.
  public let id: Int
  /// The children, or why there are none.
  public let children: Result<[Node], TreeLoadError>
}

/// A loader's failure, as the message the tree shows under the node (role `.error`).
public struct TreeLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// A failure a loader throws to show `message` under the node as it is.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// A load can go to another task when its node can.
extension TreeLoad: Sendable where Node: Sendable {}

/// A result can come back from another task when its nodes can.
extension TreeLoadResult: Sendable where Node: Sendable {}

@testable import StackWidgets

extension TextArea {

  /// The lines drawn in a canvas `width`×`height`.
  func lines(width: Int, height: Int) -> [String] { canvas(width: width, height: height).lines }

  /// Sends `keys` in a region `width`×`height`.
  @discardableResult
  func press(_ keys: Key..., width: Int = 20, height: Int = 5) -> AppResponse? {
    var last: AppResponse?
    for key in keys { last = handle(.key(key), in: Rect(x: 0, y: 0, width: width, height: height)) }
    return last
  }

  /// Types `text` character by character.
  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }
}

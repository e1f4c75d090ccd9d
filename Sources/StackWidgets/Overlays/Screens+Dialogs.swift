import StackUI

/// The dialogs every app needs, each with a completion and as `async`.
extension Screens {
  /// Asks a yes/no question in a modal dialog: `y`, or Enter on the accept button (focused
  /// first), answer true; `n`, Esc, or the reject button false.
  ///
  /// ```swift
  /// screens.confirm("Delete notes.txt?") { ok in
  ///   if ok { try? FileManager.default.removeItem(atPath: path) }
  /// }
  /// ```
  public func confirm(
    _ message: String, title: String = "Confirm", accept: String = "Yes", reject: String = "No",
    completion: @escaping (Bool) -> Void
  ) {
    let answer = { [weak self] (value: Bool) -> AppResponse in
      self?.pop(with: value)
      return .redraw
    }
    let dialog = Dialog(
      message: message,
      buttons: [DialogButton(accept) { answer(true) }, DialogButton(reject) { answer(false) }],
      shortcuts: [.character("y"): { answer(true) }, .character("n"): { answer(false) }],
      shortcutHelp: [
        KeyHelpLine(keys: "y n", help: "\(accept.lowercased()) / \(reject.lowercased())")
      ])
    push(dialog, returning: Bool.self, panel: Self.dialogPanel(title: title)) {
      completion($0 ?? false)
    }
  }

  /// ``confirm(_:title:accept:reject:completion:)``, awaited.
  nonisolated(nonsending) public func confirm(
    _ message: String, title: String = "Confirm", accept: String = "Yes", reject: String = "No"
  ) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      confirm(message, title: title, accept: accept, reject: reject) {
        continuation.resume(returning: $0)
      }
    }
  }

  /// Asks for a line of text: Enter (or OK) hands it back, Esc (or Cancel) nil.
  ///
  /// ```swift
  /// screens.prompt("New name:", text: name) { newName in
  ///   if let newName { rename(to: newName) }
  /// }
  /// ```
  public func prompt(
    _ message: String, title: String = "", text: String = "", placeholder: String = "",
    completion: @escaping (String?) -> Void
  ) {
    let field = InputLine(placeholder: placeholder)
    field.text = text
    field.onSubmit = { [weak self] value in
      self?.pop(with: value)
      return .redraw
    }
    let dialog = Dialog(
      message: message, body: field,
      buttons: [
        DialogButton("OK") { [weak self, weak field] in
          self?.pop(with: field?.text ?? "")
          return .redraw
        },
        DialogButton("Cancel") { [weak self] in
          self?.cancel()
          return .redraw
        },
      ], shortcutHelp: [KeyHelpLine(keys: "Enter", help: "OK")])
    push(dialog, returning: String.self, panel: Self.dialogPanel(title: title)) {
      completion($0)
    }
  }

  /// ``prompt(_:title:text:placeholder:completion:)``, awaited.
  nonisolated(nonsending) public func prompt(
    _ message: String, title: String = "", text: String = "", placeholder: String = ""
  ) async -> String? {
    await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
      prompt(message, title: title, text: text, placeholder: placeholder) {
        continuation.resume(returning: $0)
      }
    }
  }

  /// Lets the user pick one of `items` from a list, which has the focus first (↑ ↓, PgUp
  /// PgDn, the wheel; Enter, a click or OK picks; Esc or Cancel gives nil). The list is lazy: a million
  /// items open as fast as ten.
  ///
  /// ```swift
  /// screens.choose("Open with:", from: apps, label: \.name) { app in
  ///   if let app { open(file, with: app) }
  /// }
  /// ```
  public func choose<Item>(
    _ message: String, from items: [Item], title: String = "",
    label: @escaping (Item) -> String = { String(describing: $0) },
    completion: @escaping (Item?) -> Void
  ) {
    let list = StackWidget(panel: nil)
    let count = min(items.count, Int(Int32.max))
    _ = try? list.stack.addLazyRows(count: count) { index in
      TextRowContent(label(items[index]), wraps: false)
    }
    if count > 0 { try? list.stack.select(rowAt: 0) }
    list.onTap = { [weak self] index in
      guard items.indices.contains(index) else { return .unchanged }
      self?.pop(with: items[index])
      return .redraw
    }
    let dialog = Dialog(
      message: items.isEmpty ? message + "\n(nothing to choose from)" : message,
      body: items.isEmpty ? nil : list, bodyHeight: min(count, 12),
      buttons: [
        DialogButton("OK") { [weak self, weak list] in
          guard let index = list?.stack.selectedIndex, items.indices.contains(index) else {
            return .unchanged
          }
          self?.pop(with: items[index])
          return .redraw
        },
        DialogButton("Cancel") { [weak self] in
          self?.cancel()
          return .redraw
        },
      ], focusedButton: items.isEmpty ? 1 : 0,
      shortcutHelp: items.isEmpty ? [] : [KeyHelpLine(keys: "Enter, click", help: "pick")])
    push(dialog, returning: Item.self, panel: Self.dialogPanel(title: title)) {
      completion($0)
    }
  }

  /// ``choose(_:from:title:label:completion:)``, awaited.
  nonisolated(nonsending) public func choose<Item: Sendable>(
    _ message: String, from items: [Item], title: String = "",
    label: @escaping (Item) -> String = { String(describing: $0) }
  ) async -> Item? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Item?, Never>) in
      choose(message, from: items, title: title, label: label) {
        continuation.resume(returning: $0)
      }
    }
  }
}

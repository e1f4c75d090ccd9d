import Foundation
import Testing

/// The pictures in the DocC catalogue are what the code draws: each is drawn again and
/// compared with the committed file, so a picture cannot drift from its widget. To update
/// them after a change of look: `STACK_UPDATE_PICTURES=1 swift test --filter WidgetPictureTests`
/// (then review the new pictures by eye and commit them).
@MainActor @Suite struct WidgetPictureTests {
  /// `Sources/StackWidgets/StackWidgets.docc/Resources/`, from this file's place.
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/StackWidgets/StackWidgets.docc/Resources")

  static var updates: Bool { ProcessInfo.processInfo.environment["STACK_UPDATE_PICTURES"] == "1" }

  @Test(arguments: WidgetPictures.all)
  func theCommittedPictureIsWhatTheCodeDraws(picture: WidgetPicture) throws {
    let file = Self.resources.appendingPathComponent("\(picture.name).svg")
    let drawn = picture.svg()
    if Self.updates {
      try drawn.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let committed = try? String(contentsOf: file, encoding: .utf8)
    #expect(
      committed == drawn,
      """
      \(file.lastPathComponent) differs from what the code draws (or is missing); run \
      STACK_UPDATE_PICTURES=1 swift test --filter WidgetPictureTests and review it
      """)
  }

  @Test func everyPictureIsShownOnAPage() throws {
    let catalogue = Self.resources.deletingLastPathComponent()
    let pages = try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
      .filter { $0.hasSuffix(".md") }
      .map { try String(contentsOf: catalogue.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    for picture in WidgetPictures.all {
      #expect(pages.contains("](\(picture.name).svg)"), "\(picture.name).svg is on no page")
    }
  }
}

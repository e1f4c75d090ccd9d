internal import CNcurses
import StackCore

/// Allocates ncurses colour pairs on demand, one per (foreground, background) combination,
/// and caches them.
///
/// Colours map to ncurses colour numbers as follows: `TerminalColor.default` is -1 (the
/// terminal's default, via `use_default_colors`); `TerminalColor.ansi(_:)` is its index
/// (bright colours fold onto the normal ones on an 8-colour terminal);
/// `TerminalColor.palette(_:)` is its index on a 256-colour terminal, and otherwise the
/// nearest of the terminal's basic colours (by xterm's RGB values); `TerminalColor.rgb(_:)`
/// is the nearest entry of the 256-colour palette, of the 16 or of the 8 basic colours,
/// whichever the terminal has. When the terminal has no
/// pairs left, a combination gets the existing pair whose colours are nearest, or pair 0.
@MainActor
final class ColorPairs {
  /// Colours the terminal supports (`COLORS`).
  let colorCount: Int32
  /// Pairs the terminal supports (`COLOR_PAIRS`); pair 0 is the default pair.
  private let pairLimit: Int32
  /// True when -1 may be used for the terminal's default colours.
  private let hasDefaultColors: Bool
  private var pairs: [ColorKey: Int32] = [:]
  /// The pairs created so far with their colours, for the nearest-pair fallback.
  private var allocated: [(key: ColorKey, pair: Int32)] = []
  /// The colours of each pair created so far.
  private var pairColors: [Int32: ColorKey] = [:]
  private var nextPair: Int32 = 1
  /// Styles asked for recently, with their pair and its colour numbers: a frame uses a
  /// handful of styles, and finding them here needs no hashing.
  private var recent: [Recent] = []
  /// Where the next style not in ``recent`` goes once it is full (the oldest entry).
  private var nextRecent = 0
  /// How many styles ``recent`` keeps.
  private static let recentLimit = 8

  /// A style looked up recently.
  private struct Recent {
    var style: CellStyle
    var pair: Int32
    var numbers: (foreground: Int32, background: Int32)
  }

  /// A colour pair's two ncurses colour numbers.
  private struct ColorKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// Creates the allocator for a started colour screen (after `start_color`).
  init(colorCount: Int32, pairLimit: Int32, hasDefaultColors: Bool) {
    self.colorCount = colorCount
    self.pairLimit = pairLimit
    self.hasDefaultColors = hasDefaultColors
  }

  /// The pair for `style`'s colours (0 for the default colours), allocating it if needed.
  func pair(for style: CellStyle) -> Int32 {
    lookUp(style).pair
  }

  /// The colour numbers of the pair ``pair(for:)`` gives `style` (-1: the terminal's
  /// default colour; pair 0 is drawn with the terminal's default colours).
  func colorNumbers(for style: CellStyle) -> (foreground: Int32, background: Int32) {
    lookUp(style).numbers
  }

  /// `style`'s entry in ``recent``, made (and the pair allocated) when it is not there.
  private func lookUp(_ style: CellStyle) -> Recent {
    for entry in recent where entry.style == style { return entry }
    let pair = lookUpPair(for: style)
    let key = pair > 0 ? pairColors[pair] : nil
    let found = Recent(
      style: style, pair: pair, numbers: (key?.foreground ?? -1, key?.background ?? -1))
    if recent.count < Self.recentLimit {
      recent.append(found)
    } else {
      recent[nextRecent] = found
      nextRecent = (nextRecent + 1) % Self.recentLimit
    }
    return found
  }

  /// The pair for `style`'s colours from the cache, allocating it if needed.
  private func lookUpPair(for style: CellStyle) -> Int32 {
    let key = ColorKey(
      foreground: number(for: style.foreground, isForeground: true),
      background: number(for: style.background, isForeground: false))
    if let pair = pairs[key] { return pair }
    let pair = allocate(key)
    pairs[key] = pair
    return pair
  }

  /// Creates a pair for `key`, or falls back to the nearest existing one.
  private func allocate(_ key: ColorKey) -> Int32 {
    if key.foreground == -1 && key.background == -1 { return 0 }
    if nextPair < pairLimit && init_extended_pair(nextPair, key.foreground, key.background) == OK {
      let pair = nextPair
      nextPair += 1
      allocated.append((key, pair))
      pairColors[pair] = key
      return pair
    }
    var best: (pair: Int32, distance: Int)?
    for candidate in allocated {
      let distance =
        Self.distance(candidate.key.foreground, key.foreground)
        + Self.distance(candidate.key.background, key.background)
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate.pair, distance)
      }
    }
    return best?.pair ?? 0
  }

  /// The ncurses colour number for `color`.
  private func number(for color: TerminalColor, isForeground: Bool) -> Int32 {
    switch color {
    case .default:
      if hasDefaultColors { return -1 }
      return isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK)
    case .ansi(let index):
      let index = Int32(index)
      return index < colorCount ? index : index % 8
    case .palette(let index):
      if colorCount >= 256 { return Int32(index) }
      return Int32(
        XtermPalette.nearest(to: XtermPalette.rgb(index), among: Int(min(colorCount, 16))))
    case .rgb(let color):
      // ncurses colour pairs take palette numbers: the nearest entry this terminal has (a
      // terminal that takes 24-bit colour gets it from FrameEncoder instead).
      let among = colorCount >= 256 ? 256 : colorCount >= 16 ? 16 : 8
      return Int32(XtermPalette.nearest(to: color, among: among))
    }
  }

  /// How different two colour numbers look; -1 (default) only matches itself.
  private static func distance(_ first: Int32, _ second: Int32) -> Int {
    if first == second { return 0 }
    if first < 0 || second < 0 { return 3 * 255 * 255 + 1 }
    return XtermPalette.rgb(UInt8(clamping: first))
      .squaredDistance(to: XtermPalette.rgb(UInt8(clamping: second)))
  }
}

#if canImport(EventKit)
  import Almanac
  import EventKit
  import Foundation

  /// What the app may do with the user's calendars (iOS 17's levels), and why not.
  public enum EventKitAccess: Hashable, Sendable {
    /// The user has not been asked yet.
    case notDetermined
    /// Events can be read and written.
    case fullAccess
    /// Events can be added, not read (iOS 17): enough for `addEvent(_:date:duration:)`.
    case writeOnly
    /// The user said no, or turned access off in Settings.
    case denied
    /// A device policy (Screen Time, a management profile) forbids calendar access.
    case restricted

    /// The access the system grants now.
    ///
    /// - Returns: The current level.
    nonisolated public static func current() -> EventKitAccess {
      EventKitAccess(EKEventStore.authorizationStatus(for: .event))
    }

    /// The access of an EventKit status.
    ///
    /// - Parameter status: The status.
    nonisolated public init(_ status: EKAuthorizationStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .restricted: self = .restricted
      case .denied: self = .denied
      case .fullAccess: self = .fullAccess
      case .writeOnly: self = .writeOnly
      @unknown default: self = .denied
      }
    }

    /// Whether events can be read (and so shown).
    nonisolated public var canRead: Bool {
      if case .fullAccess = self { return true }
      return false
    }

    /// Whether events can be added.
    nonisolated public var canWrite: Bool {
      switch self {
      case .fullAccess, .writeOnly: return true
      case .notDetermined, .denied, .restricted: return false
      }
    }

    /// Why the calendar shows no events, for the user, in the app's language
    /// (`Locale.current`), or `nil` when it can read them.
    ///
    /// Show it with a button to Settings (`UIApplication.openSettingsURLString`).
    nonisolated public var explanation: String? { explanation(locale: .current) }

    /// Why the calendar shows no events, in `locale`'s language, or `nil` when it can read
    /// them: from the package's one table (docs/localization.md), with iOS's own names of
    /// the Settings path ("Réglages › Confidentialité et sécurité › Calendriers").
    ///
    /// - Parameter locale: The language of the words; usually the calendar's.
    /// - Returns: The explanation.
    nonisolated public func explanation(locale: Locale) -> String? {
      let words = LocalizedWords(locale: locale)
      switch self {
      case .fullAccess: return nil
      case .notDetermined: return words(.accessNotDetermined)
      case .writeOnly: return words(.accessWriteOnly)
      case .denied: return words(.accessDenied)
      case .restricted: return words(.accessRestricted)
      }
    }
  }

  /// Why loading or adding events failed.
  public enum EventKitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app has not the access it needs; the level it has says why.
    case noAccess(EventKitAccess)
    /// The app's Info.plist lacks the usage description the request needs
    /// (`NSCalendarsFullAccessUsageDescription` or `NSCalendarsWriteOnlyAccessUsageDescription`),
    /// so iOS refuses without asking the user.
    case missingUsageDescription(key: String)

    /// A message for the user or the developer, in the app's language (`Locale.current`).
    nonisolated public var description: String { description(locale: .current) }

    /// A message for the user or the developer, in `locale`'s language.
    ///
    /// - Parameter locale: The language of the words.
    /// - Returns: The message.
    nonisolated public func description(locale: Locale) -> String {
      let words = LocalizedWords(locale: locale)
      switch self {
      case .noAccess(let access):
        return access.explanation(locale: locale) ?? words(.accessMissing)
      case .missingUsageDescription(let key):
        return words(.missingUsageDescription, ["key": key])
      }
    }
  }
#endif

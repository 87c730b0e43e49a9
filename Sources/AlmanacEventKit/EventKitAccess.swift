#if canImport(EventKit)
  import EventKit

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

    /// Why the calendar shows no events, for the user, or `nil` when it can read them.
    ///
    /// In English; show it with a button to Settings (`UIApplication.openSettingsURLString`).
    nonisolated public var explanation: String? {
      switch self {
      case .fullAccess:
        return nil
      case .notDetermined:
        return "Calendar access has not been granted yet."
      case .writeOnly:
        return "This app may add events to your calendars but not read them. To see your events "
          + "here, allow Full Access in Settings › Privacy & Security › Calendars."
      case .denied:
        return "Calendar access is off. To see your events here, allow Full Access in "
          + "Settings › Privacy & Security › Calendars."
      case .restricted:
        return "Calendar access is restricted on this device (Screen Time or a device "
          + "management profile), so your events cannot be shown."
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

    /// A message for the user or the developer.
    nonisolated public var description: String {
      switch self {
      case .noAccess(let access):
        return access.explanation ?? "Calendar access is missing."
      case .missingUsageDescription(let key):
        return "The app's Info.plist has no \(key), so iOS cannot ask for calendar access."
      }
    }
  }
#endif

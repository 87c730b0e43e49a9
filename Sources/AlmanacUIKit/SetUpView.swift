#if canImport(UIKit)
  import UIKit

  /// A view that builds its subviews in ``setUp()``, whether made in code or from an archive.
  class SetUpView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    /// Adds and configures the subviews; called once, by either initializer.
    func setUp() {}
  }

  extension UILabel {
    /// Centers the text on one line at every Dynamic Type size, shrinking it (down to half
    /// size) rather than wrapping or truncating.
    func centerOnOneLine() {
      textAlignment = .center
      adjustsFontForContentSizeCategory = true
      numberOfLines = 1
      adjustsFontSizeToFitWidth = true
      minimumScaleFactor = 0.5
    }
  }
#endif

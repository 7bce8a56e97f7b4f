// The SwiftUI stand-in: buttons, toggles, pickers, steppers, text fields, menus,
// sharing, progress, labeled content, disclosure groups and empty states.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/button
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    // doc: swiftui/button/init(action:label:)
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    // doc: swiftui/button/init(role:action:label:)
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // doc: swiftui/button/init(_:action:) (a localized title)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    // doc: swiftui/button/init(_:action:) (a title shown as it is)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    // doc: swiftui/button/init(_:role:action:)
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    // doc: swiftui/button/init(_:role:action:)
    @available(iOS 15.0, *)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

@available(*, unavailable)
extension Button: Sendable {}

// doc: swiftui/buttonrole
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    // doc: swiftui/buttonrole/destructive
    public static let destructive = ButtonRole()
    // doc: swiftui/buttonrole/cancel
    public static let cancel = ButtonRole()
}

// doc: swiftui/primitivebuttonstyle
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

// doc: swiftui/borderedbuttonstyle, borderedprominentbuttonstyle, borderlessbuttonstyle, plainbuttonstyle, defaultbuttonstyle
@available(iOS 15.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    // doc: swiftui/primitivebuttonstyle/bordered
    @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    // doc: swiftui/primitivebuttonstyle/borderedprominent
    @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    // doc: swiftui/primitivebuttonstyle/borderless
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    // doc: swiftui/primitivebuttonstyle/plain
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    // doc: swiftui/primitivebuttonstyle/automatic
    @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension View {
    // doc: swiftui/view/buttonstyle(_:)
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _StandIn() }
}

// doc: swiftui/editbutton
@MainActor @preconcurrency
public struct EditButton: View {
    // doc: swiftui/editbutton/init()
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// doc: swiftui/toggle
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
    // doc: swiftui/toggle/init(ison:label:)
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    // doc: swiftui/toggle/init(_:ison:)
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    // doc: swiftui/toggle/init(_:ison:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

@available(*, unavailable)
extension Toggle: Sendable {}

// doc: swiftui/picker
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    // doc: swiftui/picker/init(selection:content:label:)
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    // doc: swiftui/picker/init(_:selection:content:)
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    // doc: swiftui/picker/init(_:selection:content:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension Picker: Sendable {}

// doc: swiftui/pickerstyle
@MainActor @preconcurrency
public protocol PickerStyle {}

// doc: swiftui/segmentedpickerstyle, inlinepickerstyle, menupickerstyle, wheelpickerstyle, navigationlinkpickerstyle, defaultpickerstyle
public struct SegmentedPickerStyle: PickerStyle { nonisolated public init() {} }
@available(iOS 14.0, *)
public struct InlinePickerStyle: PickerStyle { nonisolated public init() {} }
@available(iOS 14.0, *)
public struct MenuPickerStyle: PickerStyle { nonisolated public init() {} }
public struct WheelPickerStyle: PickerStyle { nonisolated public init() {} }
@available(iOS 16.0, *)
public struct NavigationLinkPickerStyle: PickerStyle { nonisolated public init() {} }
public struct DefaultPickerStyle: PickerStyle { nonisolated public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle {
    // doc: swiftui/pickerstyle/segmented
    @MainActor @preconcurrency public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
@available(iOS 14.0, *)
extension PickerStyle where Self == InlinePickerStyle {
    // doc: swiftui/pickerstyle/inline
    @MainActor @preconcurrency public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
@available(iOS 14.0, *)
extension PickerStyle where Self == MenuPickerStyle {
    // doc: swiftui/pickerstyle/menu
    @MainActor @preconcurrency public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    // doc: swiftui/pickerstyle/wheel
    @MainActor @preconcurrency public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
@available(iOS 16.0, *)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    // doc: swiftui/pickerstyle/navigationlink
    @MainActor @preconcurrency public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    // doc: swiftui/pickerstyle/automatic
    @MainActor @preconcurrency public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    // doc: swiftui/view/pickerstyle(_:)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _StandIn() }
    // doc: swiftui/view/tag(_:)
    @inlinable nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _StandIn() }
    // doc: swiftui/view/labelshidden()
    nonisolated public func labelsHidden() -> some View { _StandIn() }
}

// doc: swiftui/stepper
@MainActor @preconcurrency
public struct Stepper<Label: View>: View {
    // doc: swiftui/stepper/init(label:onincrement:ondecrement:oneditingchanged:)
    nonisolated public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    // doc: swiftui/stepper/init(value:step:label:oneditingchanged:)
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    // doc: swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:) (a localized title)
    nonisolated public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                            onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    // doc: swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    // doc: swiftui/stepper/init(_:value:step:oneditingchanged:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

@available(*, unavailable)
extension Stepper: Sendable {}

// doc: swiftui/textfield
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    // doc: swiftui/textfield/init(_:text:)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    // doc: swiftui/textfield/init(_:text:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    // doc: swiftui/textfield/init(_:text:prompt:)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
    // doc: swiftui/textfield/init(_:text:axis:)
    @available(iOS 16.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    // doc: swiftui/textfield/init(_:text:axis:)
    @available(iOS 16.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
    // doc: swiftui/textfield/init(_:value:format:prompt:) (an optional value)
    @available(iOS 15.0, *)
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                                     prompt: Text? = nil) where F.FormatOutput == String {}
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                                        prompt: Text? = nil) where F.FormatOutput == String {}
    // doc: swiftui/textfield/init(_:value:format:prompt:) (a value)
    @available(iOS 15.0, *)
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                                     prompt: Text? = nil) where F.FormatOutput == String {}
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                                        prompt: Text? = nil) where F.FormatOutput == String {}
}

@available(*, unavailable)
extension TextField: Sendable {}

// doc: swiftui/textfieldstyle
@MainActor @preconcurrency
public protocol TextFieldStyle {}

// doc: swiftui/roundedbordertextfieldstyle, plaintextfieldstyle, defaulttextfieldstyle
public struct RoundedBorderTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { nonisolated public init() {} }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    // doc: swiftui/textfieldstyle/roundedborder
    @MainActor @preconcurrency public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    // doc: swiftui/textfieldstyle/plain
    @MainActor @preconcurrency public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    // doc: swiftui/textfieldstyle/automatic
    @MainActor @preconcurrency public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
    // doc: swiftui/view/textfieldstyle(_:)
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _StandIn() }
}

// doc: swiftui/menu
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct Menu<Label: View, Content: View>: View {
    // doc: swiftui/menu/init(content:label:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Menu where Label == Text {
    // doc: swiftui/menu/init(_:content:)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    // doc: swiftui/menu/init(_:content:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension Menu: Sendable {}

// doc: swiftui/sharelink
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
    where Data.Element: Transferable {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension ShareLink {
    // doc: swiftui/sharelink/init(item:subject:message:label:) (an item with a label)
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {}
    // doc: swiftui/sharelink/init(item:subject:message:label:) (a URL with a label)
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {}
    // doc: swiftui/sharelink/init(item:subject:message:label:) (a string with a label)
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {}
}

@available(iOS 16.0, *)
extension ShareLink where Label == DefaultShareLinkLabel {
    // doc: swiftui/sharelink/init(item:subject:message:) (a URL, the system's label)
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {}
}

// doc: swiftui/defaultsharelinklabel
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ShareLink: Sendable {}

// doc: swiftui/progressview
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    // doc: swiftui/progressview/init()
    nonisolated public init() where Label == EmptyView {}
    // doc: swiftui/progressview/init(label:)
    nonisolated public init(@ViewBuilder label: () -> Label) {}
    // doc: swiftui/progressview/init(_:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {}
}

@available(iOS 14.0, *)
extension ProgressView {
    // doc: swiftui/progressview/init(value:total:)
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

@available(*, unavailable)
extension ProgressView: Sendable {}

// doc: swiftui/labeledcontent
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, *)
extension LabeledContent: View where Label: View, Content: View {
    public var body: Never { fatalError() }
    // doc: swiftui/labeledcontent/init(content:label:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 16.0, *)
extension LabeledContent where Label == Text, Content: View {
    // doc: swiftui/labeledcontent/init(_:content:) (a localized title)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    // doc: swiftui/labeledcontent/init(_:content:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(iOS 16.0, *)
extension LabeledContent where Label == Text, Content == Text {
    // doc: swiftui/labeledcontent/init(_:value:) (a localized title, a value shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    // doc: swiftui/labeledcontent/init(_:value:) (both shown as they are)
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    // doc: swiftui/labeledcontent/init(_:value:format:)
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
}

@available(*, unavailable)
extension LabeledContent: Sendable {}

// doc: swiftui/disclosuregroup
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct DisclosureGroup<Label: View, Content: View>: View {
    // doc: swiftui/disclosuregroup/init(content:label:)
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    // doc: swiftui/disclosuregroup/init(isexpanded:content:label:)
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension DisclosureGroup where Label == Text {
    // doc: swiftui/disclosuregroup/init(_:content:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {}
}

@available(*, unavailable)
extension DisclosureGroup: Sendable {}

// doc: swiftui/contentunavailableview
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    // doc: swiftui/contentunavailableview/init(label:description:actions:)
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                            @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public var body: Never { fatalError() }
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    // doc: swiftui/contentunavailableview/init(_:image:description:) (localized)
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    // doc: swiftui/contentunavailableview/init(_:systemimage:description:) (localized)
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    // doc: swiftui/contentunavailableview/init(_:systemimage:description:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

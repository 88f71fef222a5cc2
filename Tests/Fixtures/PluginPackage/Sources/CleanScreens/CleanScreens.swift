/// The screens' code would live here; the fixture needs only their layouts.
public enum CleanScreens {}

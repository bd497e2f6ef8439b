"""The window's views are the catalogue's: one widget class per entry, in its order, each
taking its title, controls and shared parameters from it."""
from pe_desktop.core.catalogue import VIEWS
from pe_desktop.ui.views import REGISTRY, VIEW_CLASSES


def test_one_class_per_catalogue_entry_in_its_order():
    assert list(VIEW_CLASSES) == [v.name for v in VIEWS]
    assert len(set(VIEW_CLASSES.values())) == len(VIEWS)
    for view in VIEWS:
        cls = VIEW_CLASSES[view.name]
        assert (cls.name, cls.title, cls.controls) == (view.name, view.title, view.controls)
        assert (cls.shared, cls.one_scheme) == (view.shared, view.one_scheme)


def test_the_registry_carries_tab_and_group():
    assert [(e.cls.name, e.tab, e.group) for e in REGISTRY] == [(v.name, v.tab.title, v.group) for v in VIEWS]

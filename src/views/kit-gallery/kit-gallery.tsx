import { BigTableSection } from './sections/big-table-section';
import { BigTreeSection } from './sections/big-tree-section';
import { ButtonsSection } from './sections/buttons-section';
import { VisualSection } from './sections/visual-section';
import { ClassificationSection } from './sections/classification-section';
import { DatatableSection } from './sections/datatable-section';
import { DisplaySection } from './sections/display-section';
import { FormsSection } from './sections/forms-section';
import { InputsSection } from './sections/inputs-section';
import { LayoutSection } from './sections/layout-section';
import { ModalSection } from './sections/modal-section';
import { TreeSection } from './sections/tree-section';
import { TypeaheadSection } from './sections/typeahead-section';
import { UploadSection } from './sections/upload-section';
import styles from './kit-gallery.module.css';
import { PageHeader } from '../kit/ui/surfaces';

/** The component kit gallery (#/dev/kit): every shared piece, live, for supervisors, QA and the browser tests. */
export const KitGallery = () => (
  <div className={styles.page}>
    <PageHeader
      title="Component Kit"
      description="The shared screen pieces every area is built from, each live and wired to the reference service where it calls one."
    />
    <VisualSection />
    <ButtonsSection />
    <ModalSection />
    <InputsSection />
    <TypeaheadSection />
    <ClassificationSection />
    <DatatableSection />
    <BigTableSection />
    <TreeSection />
    <BigTreeSection />
    <UploadSection />
    <FormsSection />
    <LayoutSection />
    <DisplaySection />
  </div>
);

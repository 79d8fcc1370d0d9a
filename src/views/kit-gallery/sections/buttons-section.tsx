import { useState } from 'react';
import { LoadingButton } from '../../kit/loading-button';
import { GallerySection } from '../gallery-section';
import { EditControlDemo } from './edit-control-demo';
import styles from '../kit-gallery.module.css';

export const ButtonsSection = () => {
  const [loading, setLoading] = useState(false);
  const run = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <>
      <GallerySection
        name="Loading button"
        summary="Disabled and showing its loading text while loading, its label afterwards."
      >
        <div className={styles.row}>
          <LoadingButton loading={loading} onClick={run}>
            Save changes
          </LoadingButton>
          <LoadingButton loading={loading} type="submit" variant="secondary" onClick={run}>
            Submit
          </LoadingButton>
        </div>
      </GallerySection>
      <GallerySection
        name="Edit / Cancel Edit / Update control"
        summary="Edit snapshots the form, Cancel Edit restores it, Update validates and posts to the reference service."
      >
        <EditControlDemo />
      </GallerySection>
    </>
  );
};

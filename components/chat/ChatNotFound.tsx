import Head from 'next/head';
import styles from './chat.module.css';

/** The chat site's own not-found page (spec §2 "Error page": missing chat-site pages). */
export function ChatNotFound() {
  return (
    <>
      <Head>
        <title key="title">404: This page could not be found</title>
      </Head>
      <section className={styles.notFound} role="alert">
        <h1 className={styles.notFoundCode}>404</h1>
        <p className={styles.notFoundText}>This page could not be found</p>
      </section>
    </>
  );
}
